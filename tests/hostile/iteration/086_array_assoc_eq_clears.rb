# Hostile iteration input: array assoc eq clears.
a = [[1, 2], [3, 4], [5, 6]]
o = Object.new
o.define_singleton_method(:==) { |x| a.clear; false }
p a.assoc(o), a
a = [[1, 2], [3, 4]]
p a.rassoc(o)
