# Hostile size: format("%.99999999999d", 1)
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (format("%.99999999999d", 1))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
