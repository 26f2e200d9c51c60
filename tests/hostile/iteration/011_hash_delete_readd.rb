# Hostile iteration input: hash delete readd.
h = {a: 1, b: 2, c: 3}
begin
  h.each { |k, v| h.delete(k); h[k] = v }
rescue => e
  p e.message
end
p h
