# Hostile iteration input: hash each with object add.
h = {a: 1}
begin
  h.each_with_object([]) { |(k, v), acc| acc << k; h[acc.size] = 1 }
rescue => e
  p e.message
end
