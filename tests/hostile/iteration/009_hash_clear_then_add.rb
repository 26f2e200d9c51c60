# Hostile iteration input: hash clear then add.
h = {a: 1, b: 2}
begin
  h.each { h.clear; h[:c] = 3 }
rescue => e
  p e.message
end
p h
