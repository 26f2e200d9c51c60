# Hostile iteration input: array fill range clear.
a = [1, 2, 3]
p a.fill(1, 10) { |i| a.clear; i }
