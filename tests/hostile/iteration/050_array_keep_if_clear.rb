# Hostile iteration input: array keep if clear.
a = (1..10).to_a
p a.keep_if { |x| a.clear; true }
