# unicode_normalize/unicode_normalize!/unicode_normalized? in all four forms, in UTF-8 and UTF-16, and their errors.
def t
  yield
rescue => e
  p [e.class, e.message]
end

p "e\u0301".unicode_normalize.bytes, "\u00e9".unicode_normalize(:nfd).bytes, "\uFB01".unicode_normalize(:nfkc), "\uFB01".unicode_normalize(:nfkd)
p "\u1e9b\u0323".unicode_normalize(:nfc).codepoints, "\u1e9b\u0323".unicode_normalize(:nfkc).codepoints, "\u1e9b\u0323".unicode_normalize(:nfkd).codepoints
p "abc".unicode_normalize, "\u00e9".unicode_normalized?, "e\u0301".unicode_normalized?, "e\u0301".unicode_normalized?(:nfd)
p "\uFB01".unicode_normalized?(:nfc), "\uFB01".unicode_normalized?(:nfkc)
u = "e\u0301".encode("UTF-16LE").unicode_normalize
p u.encoding, u.bytes
s = +"e\u0301"
p s.unicode_normalize!, s.bytes, "abc".force_encoding("US-ASCII").unicode_normalize.encoding
t { "a".unicode_normalize(:foo) }
t { "\xff".unicode_normalize }
t { "\xe9".b.unicode_normalize }
t { "\xe9".force_encoding("ISO-8859-1").unicode_normalize }
t { "e\u0301".freeze.unicode_normalize! }

