# Hostile iteration input: array cycle clear.
a = [1, 2, 3]
a.cycle { |x| a.clear }
p a
