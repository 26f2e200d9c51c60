# Hostile size: (0..2**48).last(2**48)
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ((0..2**48).last(2**48))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
