# Hostile iteration input: hash sort by add.
h = {a: 1, b: 2}
begin
  h.sort_by { |k, v| h[k.to_s] = v; v }
rescue => e
  p e.message
end
