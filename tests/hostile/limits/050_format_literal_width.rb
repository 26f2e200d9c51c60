# Hostile size: format("%#{2**40}s", "a")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (format("%#{2**40}s", "a"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
