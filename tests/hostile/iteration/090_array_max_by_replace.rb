# Hostile iteration input: array max by replace.
a = (1..10).to_a
p a.max_by { |x| a.replace([]); x }
