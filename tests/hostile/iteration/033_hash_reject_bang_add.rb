# Hostile iteration input: hash reject bang add.
h = {a: 1}
begin
  h.reject! { |k, v| h[k.to_s] = 1; false }
rescue => e
  p e.message
end
