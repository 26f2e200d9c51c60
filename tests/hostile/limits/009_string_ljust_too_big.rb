# Hostile size: "x".ljust(2**63 - 1, "ab")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ("x".ljust(2**63 - 1, "ab"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
