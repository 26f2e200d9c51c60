# Hostile size: 10.digits(2**70)
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (10.digits(2**70))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
