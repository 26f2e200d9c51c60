# Hostile iteration input: hash transform values bang add.
h = {a: 1, b: 2}
begin
  h.transform_values! { |v| h[v] = v }
rescue => e
  p e.message
end
p h
