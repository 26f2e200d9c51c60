# Hostile iteration input: hash any add.
h = {a: 1}
begin
  h.any? { |k, v| h[v] = 1; false }
rescue => e
  p e.message
end
