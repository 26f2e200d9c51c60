# Hostile iteration input: array reverse each clear.
a = (1..10).to_a
a.reverse_each { |x| a.clear; p x }
