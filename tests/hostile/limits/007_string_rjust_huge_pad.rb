# Hostile size: "x".rjust(2**50, "abc")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ("x".rjust(2**50, "abc"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
