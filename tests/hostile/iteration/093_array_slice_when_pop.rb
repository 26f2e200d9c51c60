# Hostile iteration input: array slice when pop.
a = (1..10).to_a
p a.slice_when { |x, y| a.pop; y.odd? }.to_a
