# Hostile iteration input: array max n pop.
a = (1..10).to_a
p a.max(3) { |x, y| a.pop; x <=> y }
