# Hostile iteration input: array minmax clear.
a = (1..10).to_a
p a.minmax { |x, y| a.clear; (x || 0) <=> (y || 0) }
