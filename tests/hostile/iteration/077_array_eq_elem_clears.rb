# Hostile iteration input: array eq elem clears.
a = [1, 2, 3]
o = Object.new
o.define_singleton_method(:==) { |x| a.clear; true }
p [o, o, o] == a
p a == [o, o, o]
