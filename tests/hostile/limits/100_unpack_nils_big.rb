# Hostile size: "a".unpack("C115292150460684697")
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = ("a".unpack("C115292150460684697"))
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
