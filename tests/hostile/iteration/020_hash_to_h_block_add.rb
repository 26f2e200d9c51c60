# Hostile iteration input: hash to h block add.
h = {a: 1}
begin
  h.to_h { |k, v| h[v] = k; [v, k] }
rescue => e
  p e.message
end
