# Hostile iteration input: array count block shift.
a = (1..10).to_a
p a.count { a.shift; true }
