# Length prefixes far beyond the input (2**31, 2**32-1, negative) reserve nothing and fail with
# CRuby's errors.
prefixes = ["\x04\xff\xff\xff\x7f", "\x04\xff\xff\xff\xff", "\x03\xff\xff\xff", "\xfc\x00\x00\x00\x80", "\xfa"]
types = ["[", "{", "}", "\"", ":", "l+", "l-", "f", "c", "m", "S:\x06A", "o:\x0bObject", "u:\x0bObject", "I\"\x00", "e", "C", ";", "@", "/"]
types.each do |t|
  prefixes.each do |len|
    begin
      r = Marshal.load("\x04\x08".b + t.b + len.b + "i\x06")
      puts "#{t.inspect} #{len.inspect}: #{r.class}"
    rescue StandardError => e
      puts "#{t.inspect} #{len.inspect}: #{e.class}"
    end
  end
end
# An Array claiming a billion elements, each present: only as much as is there.
begin
  Marshal.load("\x04\x08[\x04\x00\xca\x9a\x3b" + "0" * 100_000)
rescue ArgumentError => e
  p e.message
end
