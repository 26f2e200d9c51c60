# Hostile iteration input: array rindex block pop.
a = (1..10).to_a
p a.rindex { a.pop(3); false }
