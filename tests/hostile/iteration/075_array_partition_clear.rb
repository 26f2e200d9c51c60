# Hostile iteration input: array partition clear.
a = (1..10).to_a
p a.partition { |x| a.clear; x.even? }
