# Hostile size: "a".unpack("C1152921504606846975")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ("a".unpack("C1152921504606846975"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
