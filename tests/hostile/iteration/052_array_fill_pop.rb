# Hostile iteration input: array fill pop.
a = (1..10).to_a
p a.fill { |i| a.pop(2); i }
