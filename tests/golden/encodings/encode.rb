# String#encode / encode! between encodings, with invalid:/undef:/replace:/fallback:/xml:/
# newline options, and the conversion errors with their messages and accessors.
def t
  yield
rescue => e
  p [e.class, e.message]
end

src = "caf\u00e9 \u3042 \u20ac"
%w[UTF-16LE UTF-16BE UTF-32LE UTF-32BE UTF-16 UTF-32].each do |enc|
  s = src.encode(enc)
  p [enc, s.bytes, s.encoding, s.encode("UTF-8") == src]
end
ja = "abc \u3042\u30a2\u4e9c\uff76"
%w[EUC-JP Shift_JIS Windows-31J].each do |enc|
  s = ja.encode(enc)
  p [enc, s.bytes, s.encoding, s.encode("UTF-8") == ja, s.encode("UTF-16LE").encode(enc) == s]
end
%w[ISO-8859-1 ISO-8859-15 Windows-1252 US-ASCII Shift_JIS].each do |enc|
  t { p [enc, src.encode(enc).bytes] }
end
(2..16).each do |i|
  next if i == 12
  e = "ISO-8859-#{i}"
  s = (0xa0..0xff).map(&:chr).join.force_encoding(e)
  p [e, s.encode("UTF-8", undef: :replace, replace: "?").codepoints.sum]
end
(1250..1258).each do |i|
  e = "Windows-#{i}"
  s = (0x80..0xff).map(&:chr).join.force_encoding(e)
  t { p [e, s.encode("UTF-8", undef: :replace).codepoints.sum] }
end
t { "\xe9".encode("Windows-1258") }
t { p "abc".force_encoding("Windows-1258").encode("UTF-16LE").bytes.size }
p "abc".encode("Windows-1258").encoding
p "\x80\x9f\xff".force_encoding("ISO-8859-1").encode("UTF-8"), "\xd0\xdd\xfe".force_encoding("ISO-8859-9").encode("UTF-8")
p "\xa1\xdf\xe0".force_encoding("ISO-8859-11").encode("UTF-8")
p "\x81\x60\x81\x61\x81\x7c\x81\x91\x81\xca".force_encoding("Shift_JIS").encode("UTF-8")
p "\x81\x60\x81\x61\x81\x7c\x81\x91\x81\xca\x87\x40".force_encoding("Windows-31J").encode("UTF-8")
p "\uff5e".encode("Windows-31J").bytes, "\u301c".encode("Shift_JIS").bytes, "\u301c".encode("EUC-JP").bytes
p "\xb1\xb2".force_encoding("Shift_JIS").encode("UTF-8"), "\x8e\xb1".force_encoding("EUC-JP").encode("UTF-8")

# errors and their accessors
t { "\u3042".encode("ISO-8859-1") }
t { "\x81".force_encoding("Windows-1252").encode("UTF-8") }
t { "\u0081".encode("Windows-1252") }
t { "\u3042".encode("Windows-1252") }
t { "\xA5".force_encoding("ISO-8859-3").encode("UTF-8") }
t { "\x87\x40".force_encoding("Shift_JIS").encode("UTF-8") }
t { "\xAD\xA1".force_encoding("EUC-JP").encode("UTF-8") }
t { "\xff".encode("UTF-16LE") }
t { "\xff".b.encode("UTF-8") }
t { "\xff".b.encode("ISO-8859-1") }
t { "\u3042".encode("US-ASCII") }
t { "\xff\u3042".force_encoding("US-ASCII").encode("UTF-16LE") }
t { "\x81".force_encoding("Windows-1252").encode("ISO-8859-1") }
t { "\u3042".encode("Shift_JIS").encode("ISO-8859-1") }
t { "x".encode("FOO") }
t { "x".encode("UTF-8", "FOO") }
t { "x".encode(1) }
t { "x".encode("UTF-8", xml: :foo) }
t { "x".encode("UTF-8", invalid: :foo) }
t { "x".encode("UTF-8", undef: :foo) }
begin
  "\u3042".encode("ISO-8859-1")
rescue => e
  p e.source_encoding, e.destination_encoding, e.source_encoding_name, e.destination_encoding_name, e.error_char, e.error_char.encoding
end
begin
  "\u3042".encode("Shift_JIS").encode("ISO-8859-1")
rescue => e
  p e.source_encoding, e.destination_encoding, e.error_char
end
begin
  "\x81".force_encoding("Windows-1252").encode("UTF-8")
rescue => e
  p e.source_encoding, e.source_encoding_name, e.error_char.bytes
end
["a\xffb", "a\xe3\x81", "a\xe3\x81b", "\xe3\xff"].each do |s|
  begin
    s.encode("UTF-16LE")
  rescue => e
    p e.message, e.source_encoding, e.destination_encoding, e.error_bytes, e.readagain_bytes, e.incomplete_input?, e.error_bytes.encoding
  end
end

# options
p "\u3042\xff".encode("ISO-8859-1", invalid: :replace, undef: :replace)
p "\u3042\xff".encode("UTF-16LE", invalid: :replace, undef: :replace)
p "\u3042\xffz".encode("ISO-8859-1", invalid: :replace, undef: :replace, replace: "*")
p "\u3042\xff".encode("US-ASCII", invalid: :replace, undef: :replace, replace: "")
p "a\xe3\x81b".encode("UTF-16BE", invalid: :replace).encode("UTF-8")
p "\xff".encode("UTF-8", invalid: :replace), "\xffa".encode(invalid: :replace, replace: "?"), "\xff".encode("UTF-8")
p "\u3042".encode("ISO-8859-1", fallback: { "\u3042" => "A" }), "\u3042\u3044".encode("US-ASCII", fallback: ->(c) { c.ord.to_s })
p "\u3042".encode("US-ASCII", fallback: "\u3042".method(:+).unbind.bind("x").method(:call)) rescue p $!.class
def fb(c) = "[#{c.ord}]"
p "\u3042".encode("US-ASCII", fallback: method(:fb))
t { "\u3042".encode("ISO-8859-1", fallback: { "x" => "A" }) }
t { "\u3042".encode("ISO-8859-1", fallback: ->(c) { c.inspect }) }
t { "\u3042".encode("ISO-8859-1", fallback: ->(c) { 1 }) }
t { "\u3042".encode("ISO-8859-1", fallback: ->(c) { raise "boom" }) }
p "<a&\"'\u3042>".encode("US-ASCII", xml: :text), "<a&\"'\u3042>".encode("US-ASCII", xml: :attr)
p "<a>".encode("UTF-16LE", xml: :attr).encode("UTF-8"), "<\u3042>".encode("UTF-8", xml: :text)
p "a\r\nb\rc\n".encode("UTF-8", universal_newline: true), "a\nb".encode("UTF-8", crlf_newline: true), "a\nb".encode("UTF-8", cr_newline: true)
p "a\nb".encode("UTF-16LE", crlf_newline: true).bytes, "a\r\nb".encode("ISO-8859-1", newline: :universal)
p "abc".encode.encoding, "abc".force_encoding("EUC-JP").encode.encoding, "abc".encode("EUC-JP").encoding
p "\xe9".force_encoding("ISO-8859-1").encode("Windows-1250").bytes, "\xe9".force_encoding("ISO-8859-1").encode("UTF-8", "Windows-1252")
p "\xe9".encode("UTF-8", "ISO-8859-1"), "caf\xe9".force_encoding("BINARY").encode("UTF-8", "ISO-8859-15")
s = +"\u3042"
p s.encode!("EUC-JP").equal?(s), s.encoding, s.bytes
t { s.encode!("US-ASCII") }
p s.encoding
t { "x".freeze.encode!("UTF-16LE") }
Encoding.default_internal = "UTF-16LE"
p "ab".encode.encoding, "ab".encode.bytes
Encoding.default_internal = nil
