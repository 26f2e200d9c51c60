# Hostile iteration input: array join to s clears.
a = (1..5).to_a
o = Object.new
o.define_singleton_method(:to_s) { a.clear; "o" }
a.insert(1, o)
p a.join("-")
