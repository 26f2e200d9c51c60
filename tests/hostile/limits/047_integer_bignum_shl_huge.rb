# Hostile size: (2**200) << 2**55
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ((2**200) << 2**55)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
