# Hostile iteration input: array sum block clear.
a = (1..10).to_a
p a.sum { |x| a.clear; x }
