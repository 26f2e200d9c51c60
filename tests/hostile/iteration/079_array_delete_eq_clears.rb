# Hostile iteration input: array delete eq clears.
a = (1..10).to_a
o = Object.new
o.define_singleton_method(:==) { |x| a.clear; false }
p a.delete(o)
p a
