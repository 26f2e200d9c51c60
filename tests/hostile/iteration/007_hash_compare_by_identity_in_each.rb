# Hostile iteration input: hash compare by identity in each.
h = {"a" => 1}
begin
  h.each { h.compare_by_identity }
rescue => e
  p e.message
end
p h.compare_by_identity?
