# Hostile iteration input: hash each value add.
h = {a: 1}
begin
  h.each_value { |v| h[v + 1] = v }
rescue => e
  p e.message
end
