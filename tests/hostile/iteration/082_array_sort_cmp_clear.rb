# Hostile iteration input: array sort cmp clear.
a = (1..20).to_a.reverse
p a.sort { |x, y| a.clear; x <=> y }
