# Hostile iteration input: array sort bang clear.
a = (1..30).to_a.reverse
p a.sort! { |x, y| a.clear; x <=> y }.size
