# Hostile size: ["a"].pack("a2000000000000")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (["a"].pack("a2000000000000"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
