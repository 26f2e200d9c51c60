# Hostile iteration input: array permutation replace.
a = (1..4).to_a
n = 0
a.permutation { a.replace([9]); n += 1 }
p n
