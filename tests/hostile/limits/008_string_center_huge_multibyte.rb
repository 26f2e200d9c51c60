# Hostile size: "x".center(2**50, "é")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ("x".center(2**50, "é"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
