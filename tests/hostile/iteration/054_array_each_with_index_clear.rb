# Hostile iteration input: array each with index clear.
a = [1, 2, 3]
a.each_with_index { |x, i| a.clear; p [x, i] }
