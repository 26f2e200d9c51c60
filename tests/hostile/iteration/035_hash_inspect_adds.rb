# Hostile iteration input: hash inspect adds.
h = {a: 1}
o = Object.new
o.define_singleton_method(:inspect) { h[rand] = o; "o" }
h[:o] = o
begin
  p h
rescue => e
  p e.message
end
p h.size
