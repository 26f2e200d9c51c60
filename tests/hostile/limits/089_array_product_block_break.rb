# Hostile size: a = [*1..2000]; r = nil; a.product(a, a, a, a) { |t| r = t; break }; r
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (a = [*1..2000]; r = nil; a.product(a, a, a, a) { |t| r = t; break }; r)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
