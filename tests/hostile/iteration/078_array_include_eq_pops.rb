# Hostile iteration input: array include eq pops.
a = (1..10).to_a
o = Object.new
o.define_singleton_method(:==) { |x| a.pop; false }
p a.include?(o), a.index(o), a.count(o)
