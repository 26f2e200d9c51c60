# Hostile iteration input: array bsearch clear.
a = [1, 2, 3, 4, 5, 6, 7, 8]
p a.bsearch { |x| a.clear; x.nil? || x > 3 }
