# Hostile iteration input: array sum float clear.
a = [1.5, 2.5, 3.5]
p a.sum { |x| a.clear; x }
