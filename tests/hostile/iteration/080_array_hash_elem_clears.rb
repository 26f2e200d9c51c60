# Hostile iteration input: array hash elem clears.
a = []
o = Object.new
o.define_singleton_method(:hash) { a.clear; 1 }
a.concat([o, o, 1, 2, 3])
p a.hash.class
a.concat([o, o, 1, 2, 3])
p a.uniq.size
