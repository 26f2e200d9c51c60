# Hostile iteration input: hash value eq adds.
h = {a: 1, b: 2}
o = Object.new
o.define_singleton_method(:==) { |x| h[rand] = 1; false }
begin
  p h.value?(o)
rescue => e
  p e.message
end
p h.size
