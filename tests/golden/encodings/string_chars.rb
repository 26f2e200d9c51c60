# Characters of Strings in encodings other than UTF-8: length, chars, [], reverse, inspect,
# valid_encoding?, ascii_only?, bytes, force_encoding, b, ord, codepoints, ==, +.
def t
  yield
rescue => e
  p [e.class, e.message]
end

u16 = "a\u3042\u{1F600}".encode("UTF-16LE")
[u16, "a\u3042\u{1F600}".encode("UTF-16BE"), "a\u3042\u{1F600}".encode("UTF-32LE"), "a\u3042\u{1F600}".encode("UTF-32BE")].each do |s|
  p s, s.encoding, s.length, s.bytesize, s.chars, s[1], s[-1], s[0, 2], s.reverse, s.valid_encoding?, s.ascii_only?
  p s.codepoints, s.ord, s.bytes.size, s.b.encoding, s.b.length
end
p "a\x01\n\"\#{\\".encode("UTF-16LE"), "a\x01\n".force_encoding("ISO-8859-1")
p "\x00\xd8a\x00".force_encoding("UTF-16LE"), "\x00\xd8\x00\xdc".force_encoding("UTF-16LE"), "abc".force_encoding("UTF-16LE")
p "\x00\xdc".force_encoding("UTF-16LE").valid_encoding?, "abcd".force_encoding("UTF-32LE").valid_encoding?
p "abc".force_encoding("UTF-16"), "\xFE\xFF\x00a".force_encoding("UTF-16").encode("UTF-8")
sj = "\x82\xa0\x82\xa2a\x82".force_encoding("Shift_JIS")
p sj, sj.length, sj.chars, sj[1], sj.reverse, sj.valid_encoding?, sj[0].ord, sj[0, 2].valid_encoding?
euc = "\u3042\u3044b".encode("EUC-JP")
p euc, euc.length, euc.chars, euc.bytes, euc.codepoints, euc.valid_encoding?, euc.encode("UTF-8")
l1 = "\xe9t\xe9".force_encoding("ISO-8859-1")
p l1, l1.length, l1.chars, l1.reverse, l1.valid_encoding?, l1.ascii_only?, l1.ord, l1.encode("UTF-8")
p "abc".force_encoding("Shift_JIS").ascii_only?, "abc".force_encoding("UTF-16LE").ascii_only?
p "ab".force_encoding("UTF-16LE") == "a\x00b\x00", "ab".force_encoding("ISO-8859-1") == "ab", l1 == "\xe9t\xe9".b
t { p "\xff".force_encoding("Shift_JIS").ord }
t { p l1 + "\u3042" }
t { p "a" + "b".encode("UTF-16LE") }
t { p "\u3042" + "\xff".b }
p ("abc".force_encoding("ISO-8859-1") + "\u3042").encoding, ("\u3042" + "abc".force_encoding("EUC-JP")).encoding
p ("".force_encoding("UTF-16LE") + "abc").encoding, ("abc" + "".encode("UTF-16LE")).encoding
s = +"abc"
p s.force_encoding("ASCII-8BIT").encoding, s.force_encoding(Encoding::EUC_JP).encoding, s
t { s.force_encoding("FOO") }
t { s.force_encoding(nil) }
t { "x".freeze.force_encoding("UTF-8") }
p "\u3042".b, "\u3042".b.length, "\u3042".b.encoding, "\xff".force_encoding("US-ASCII").valid_encoding?
p "\xff".force_encoding("ISO-8859-1").valid_encoding?, "\xff".force_encoding("EUC-JP").valid_encoding?
p "a\u3042".encode("UTF-16BE").dup.encoding, "x".encode("UTF-32LE").hash == "x".encode("UTF-32LE").hash
h = { "k".encode("UTF-16LE") => 1 }
p h["k".encode("UTF-16LE")], h["k"]
