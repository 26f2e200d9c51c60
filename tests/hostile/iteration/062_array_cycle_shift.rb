# Hostile iteration input: array cycle shift.
a = (1..5).to_a
r = []
a.cycle { |x| r << x; a.shift }
p r
