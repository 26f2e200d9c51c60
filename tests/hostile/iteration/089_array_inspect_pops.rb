# Hostile iteration input: array inspect pops.
a = (1..8).to_a
o = Object.new
o.define_singleton_method(:inspect) { a.pop(3); "o" }
a.unshift(o)
puts a.inspect
