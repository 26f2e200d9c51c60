# Hostile iteration input: array each entry clear.
a = (1..10).to_a
a.each_entry { |x| a.clear; p x }
