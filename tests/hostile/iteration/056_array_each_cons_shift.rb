# Hostile iteration input: array each cons shift.
a = (1..10).to_a
a.each_cons(4) { |s| a.shift; p s }
