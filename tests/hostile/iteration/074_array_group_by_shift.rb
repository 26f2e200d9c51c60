# Hostile iteration input: array group by shift.
a = (1..10).to_a
p a.group_by { |x| a.shift; x % 3 }
