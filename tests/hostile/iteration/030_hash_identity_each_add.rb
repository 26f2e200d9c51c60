# Hostile iteration input: hash identity each add.
h = {}.compare_by_identity
h["a"] = 1
begin
  h.each { h["a".dup] = 2 }
rescue => e
  p e.message
end
p h.size
