# Hostile iteration input: array sort by push.
a = (1..5).to_a
p a.sort_by { |x| a << 0 if a.size < 50; -x }.size
