# Hostile iteration input: array take while replace.
a = (1..10).to_a
p a.take_while { a.replace([0]); true }
