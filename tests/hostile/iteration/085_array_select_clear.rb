# Hostile iteration input: array select clear.
a = (1..5).to_a
p a.select { a.clear; true }
