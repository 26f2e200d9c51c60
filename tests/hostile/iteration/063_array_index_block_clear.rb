# Hostile iteration input: array index block clear.
a = [1, 2, 3]
p a.index { a.clear; false }
