# Hostile iteration input: hash rehash in each.
h = {[1] => 1, [2] => 2}
h.keys.each { |k| k << 0 }
begin
  h.each { h.rehash }
rescue => e
  p e.message
end
p h.rehash.size
