# Hostile iteration input: array to h clear.
a = (1..10).to_a
p a.to_h { |x| a.clear; [x, x] }
