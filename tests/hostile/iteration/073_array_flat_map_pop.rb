# Hostile iteration input: array flat map pop.
a = (1..10).to_a
p a.flat_map { |x| a.pop; [x, x] }
