# Hostile size: (-2**46...2**46).entries
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ((-2**46...2**46).entries)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
