# Hostile iteration input: array sort cmp push.
a = (1..10).to_a.shuffle
r = a.sort { |x, y| a << 0 if a.size < 100; x <=> y }
p r
