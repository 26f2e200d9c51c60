# Hostile iteration input: array lazy map clear.
a = (1..10).to_a
p a.lazy.map { |x| a.clear; x * 2 }.to_a
