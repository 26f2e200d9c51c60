# Hostile iteration input: hash lazy add.
h = {a: 1}
begin
  p h.lazy.map { |k, v| h[v + 1] = 1 }.first(3)
rescue => e
  p e.message
end
