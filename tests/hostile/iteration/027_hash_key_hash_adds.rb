# Hostile iteration input: hash key hash adds.
h = {a: 1}
k = Object.new
k.define_singleton_method(:hash) { h[rand] = 1; 1 }
begin
  h.each { h.key?(k) }
rescue => e
  p e.message
end
p h.size
