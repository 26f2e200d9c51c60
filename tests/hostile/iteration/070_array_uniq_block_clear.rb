# Hostile iteration input: array uniq block clear.
a = [1, 1, 2, 2, 3]
p a.uniq { |x| a.clear; x }
