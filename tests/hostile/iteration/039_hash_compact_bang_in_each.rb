# Hostile iteration input: hash compact bang in each.
h = {a: nil, b: 1, c: nil}
h.each { h.compact! }
p h
