# Hostile iteration input: array filter map shift.
a = (1..10).to_a
p a.filter_map { |x| a.shift; x if x.odd? }
