# Hostile iteration input: hash cycle add.
h = {a: 1}
begin
  h.cycle { |k, v| h[rand] = 1 }
rescue => e
  p e.message
end
p h.size
