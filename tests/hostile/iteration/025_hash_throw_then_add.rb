# Hostile iteration input: hash throw then add.
h = {a: 1, b: 2}
catch(:out) { h.each_pair { throw :out } }
h[:c] = 3
p h
