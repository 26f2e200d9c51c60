# Hostile iteration input: array each slice push.
a = (1..4).to_a
n = 0
a.each_slice(2) { a.push(0) if a.size < 40; n += 1 }
p n
