# Hostile iteration input: array combination pop.
a = (1..6).to_a
n = 0
a.combination(3) { a.pop; n += 1 }
p n
