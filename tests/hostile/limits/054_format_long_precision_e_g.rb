# Hostile size: format("%.200000e %.200000g", 1.0, 2.0).size
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (format("%.200000e %.200000g", 1.0, 2.0).size)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
