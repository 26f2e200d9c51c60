# Hostile size: ("\xff" * 1_000_000).unpack1("b*").size
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (("\xff" * 1_000_000).unpack1("b*").size)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
