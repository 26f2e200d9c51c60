# Hostile size: o = Object.new; def o.to_int = 2**70; "x" * o
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (o = Object.new; def o.to_int = 2**70; "x" * o)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
