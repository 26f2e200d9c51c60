# Hostile iteration input: hash shift all in each.
h = (1..50).to_h { |i| [i, i] }
n = 0
h.each { n += 1; h.shift }
p [n, h.size]
