# scrub/scrub! with a replacement or a block, in UTF-8 and other encodings.
def t
  yield
rescue => e
  p [e.class, e.message]
end

p "\xff\xfe".scrub, "\xe3\x81".scrub, "\xe3\x81\xff".scrub, "a\xe3\x81b".scrub(""), "abc".scrub, "a\u3042".scrub("*")
p "a\xffb\xfe".scrub { |b| "<#{b.bytes.map { |x| x.to_s(16) }.join}>" }, "a\xff".scrub("?").encoding
t { "a\xff".scrub("\xff") }
t { "a\xff".scrub { 1 } }
t { "a\xff".scrub { "\xfe" } }
p "a\xff".force_encoding("UTF-16LE").scrub, "\x00\xdc".force_encoding("UTF-16LE").scrub, "abc\xff".force_encoding("UTF-16LE").scrub
p "\x00\xdc".force_encoding("UTF-16BE").scrub, "a\x00\x00\xd8".force_encoding("UTF-16LE").scrub.bytes
p "\x82\xa0\x82".force_encoding("Shift_JIS").scrub, "\x82\xa0\xff".force_encoding("Shift_JIS").scrub("!")
p "\xff".b.scrub, "\xff".force_encoding("US-ASCII").scrub, "\xff".force_encoding("ISO-8859-1").scrub
s = +"a\xffb"
p s.scrub!, s, s.scrub!("x"), (+"ok").scrub!
t { "a\xff".freeze.scrub! }

