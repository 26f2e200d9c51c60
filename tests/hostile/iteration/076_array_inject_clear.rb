# Hostile iteration input: array inject clear.
a = (1..10).to_a
p a.inject { |s, x| a.clear; s + x }
