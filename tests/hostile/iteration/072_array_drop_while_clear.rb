# Hostile iteration input: array drop while clear.
a = (1..10).to_a
p a.drop_while { a.clear; true }
