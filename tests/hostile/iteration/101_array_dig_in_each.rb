# Hostile iteration input: array dig in each.
a = [[1, [2]], [3]]
a.each { |x| a.clear; p x.dig(1, 0) }
