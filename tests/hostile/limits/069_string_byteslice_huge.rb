# Hostile size: ["abc".byteslice(0, 2**62), "abc".byteslice(0, 2**70)]
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (["abc".byteslice(0, 2**62), "abc".byteslice(0, 2**70)])
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
