# Hostile size: [3, 1].max_by(-5) { |x| x }
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ([3, 1].max_by(-5) { |x| x })
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
