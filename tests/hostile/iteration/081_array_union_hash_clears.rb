# Hostile iteration input: array union hash clears.
a = (1..5).to_a
o = Object.new
o.define_singleton_method(:hash) { a.clear; 1 }
o.define_singleton_method(:eql?) { |x| a.clear; false }
p (a | [o, o]).size
a = (1..5).to_a
p (a & [o]).size, (a - [o]).size
