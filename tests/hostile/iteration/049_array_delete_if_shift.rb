# Hostile iteration input: array delete if shift.
a = (1..10).to_a
p a.delete_if { |x| a.shift; x.odd? }
