# Hostile iteration input: array min by n clear.
a = (1..10).to_a
p a.min_by(3) { |x| a.clear; x }
