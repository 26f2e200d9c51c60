# Hostile iteration input: hash update self block.
h = {a: 1, b: 2}
begin
  h.update(h) { |k, a, b| h[[k]] = 1 }
rescue => e
  p e.message
end
p h
