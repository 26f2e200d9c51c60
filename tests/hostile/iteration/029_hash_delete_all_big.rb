# Hostile iteration input: hash delete all big.
h = (1..300).to_h { |i| [i, i] }
h.each { |k, _| h.delete(k + 1) }
p h.size
