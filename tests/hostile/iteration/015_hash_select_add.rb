# Hostile iteration input: hash select add.
h = {a: 1, b: 2}
r = h.select { |k, v| h[v * 10] = 1; true }
p r, h
