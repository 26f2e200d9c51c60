# Hostile size: "%-*s" % [-(2**40), "x"]
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ("%-*s" % [-(2**40), "x"])
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
