# Hostile iteration input: hash enum next add.
h = {a: 1, b: 2}
e = h.each
e.next
begin
  h[:c] = 3
rescue => x
  p x.message
end
p h.size
