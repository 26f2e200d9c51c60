# Hostile iteration input: hash inspect deletes.
h = (1..20).to_h { |i| [i, i] }
o = Object.new
o.define_singleton_method(:inspect) { h.clear; "o" }
h[0] = o
puts h.inspect
p h
