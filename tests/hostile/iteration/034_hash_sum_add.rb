# Hostile iteration input: hash sum add.
h = {a: 1}
begin
  h.sum { |k, v| h[v] = 1; v }
rescue => e
  p e.message
end
