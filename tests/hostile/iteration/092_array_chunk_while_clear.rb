# Hostile iteration input: array chunk while clear.
a = (1..10).to_a
p a.chunk_while { |x, y| a.clear; y == x + 1 }.to_a
