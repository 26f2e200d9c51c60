# Hostile size: (2**47).times.first(3)
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ((2**47).times.first(3))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
