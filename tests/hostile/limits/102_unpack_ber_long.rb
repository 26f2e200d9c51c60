# Hostile size: ("\x81" * 1_000_000 + "\x00").unpack1("w").bit_length
# Must raise CRuby's exception (or finish), never abort, hang or eat memory.
begin
  r = (("\x81" * 1_000_000 + "\x00").unpack1("w").bit_length)
  p(r.is_a?(String) || r.is_a?(Array) ? r.size : r)
rescue NoMemoryError, StandardError => e
  p [e.class, e.message]
end
