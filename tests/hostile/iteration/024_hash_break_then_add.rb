# Hostile iteration input: hash break then add.
h = {a: 1, b: 2}
100.times { h.each { break } }
h[:c] = 3
p h
