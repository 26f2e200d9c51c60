# Hostile iteration input: array each slice pop.
a = (1..10).to_a
a.each_slice(3) { |s| a.pop(3); p s }
