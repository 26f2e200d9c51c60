# Hostile size: [].fill(0, 2**61, 2**61)
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ([].fill(0, 2**61, 2**61))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
