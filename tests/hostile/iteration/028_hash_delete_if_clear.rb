# Hostile iteration input: hash delete if clear.
h = (1..30).to_h { |i| [i, i] }
p h.delete_if { h.clear; true }
