# Hostile iteration input: hash merge bang in each.
h = {a: 1}
begin
  h.each { h.merge!({b: 2}) }
rescue => e
  p e.message
end
