# Hostile iteration input: array each index pop.
a = (1..10).to_a
a.each_index { |i| a.pop; p i }
