# Hostile iteration input: hash each key add.
h = {a: 1, b: 2}
begin
  h.each_key { |k| h[k.to_s] = 1 }
rescue RuntimeError => e
  p [e.class, e.message]
end
p h
