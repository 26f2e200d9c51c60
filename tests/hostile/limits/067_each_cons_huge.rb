# Hostile size: [1, 2].each_cons(2**62).to_a
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ([1, 2].each_cons(2**62).to_a)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
