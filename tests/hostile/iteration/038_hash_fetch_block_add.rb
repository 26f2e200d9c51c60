# Hostile iteration input: hash fetch block add.
h = {a: 1}
begin
  h.each { h.fetch(:zz) { |k| h[k] = 1 } }
rescue => e
  p e.message
end
