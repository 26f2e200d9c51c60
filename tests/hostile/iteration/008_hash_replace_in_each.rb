# Hostile iteration input: hash replace in each.
h = {a: 1, b: 2}
begin
  h.each { h.replace({x: 1, y: 2, z: 3}) }
rescue => e
  p e.message
end
p h
