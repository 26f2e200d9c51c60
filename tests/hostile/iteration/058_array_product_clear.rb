# Hostile iteration input: array product clear.
a = (1..4).to_a
n = 0
a.product(a) { a.clear; n += 1 }
p n
