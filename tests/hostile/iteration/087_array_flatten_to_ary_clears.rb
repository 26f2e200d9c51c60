# Hostile iteration input: array flatten to ary clears.
a = [1, 2, 3]
o = Object.new
o.define_singleton_method(:to_ary) { a.clear; [7, 8] }
a << o << [4, [5]]
p a.flatten
