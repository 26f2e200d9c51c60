# Hostile iteration input: hash map add.
h = (1..20).to_h { |i| [i, i] }
begin
  h.map { |k, v| h[k + 100] = v }
rescue => e
  p e.message
end
p h.size
