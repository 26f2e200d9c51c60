# Hostile iteration input: hash nested each add.
h = {a: 1}
begin
  h.each { h.each { h.each { h[:deep] = 1 } } }
rescue => e
  p e.message
end
h[:after] = 2
p h
