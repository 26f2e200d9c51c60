# Hostile size: [1].pack("C9223372036854775807")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ([1].pack("C9223372036854775807"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
