# Hostile size: format("%.*f", 2**40, 1.0)
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (format("%.*f", 2**40, 1.0))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
