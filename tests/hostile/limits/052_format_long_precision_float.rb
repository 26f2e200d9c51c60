# Hostile size: format("%.100000f", 1.0).size
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (format("%.100000f", 1.0).size)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
