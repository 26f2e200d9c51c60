# Hostile iteration input: hash min by add.
h = {a: 1, b: 2}
begin
  h.min_by { |k, v| h[k.to_s] = 1; v }
rescue => e
  p e.message
end
