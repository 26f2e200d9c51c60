# The Encoding class: objects, names, aliases, constants, find and its errors, compatible?,
# the defaults. (Names that depend on the locale are not printed.)
def t
  yield
rescue => e
  p [e.class, e.message]
end

names = %w[UTF-8 US-ASCII ASCII-8BIT UTF-16LE UTF-16BE UTF-32LE UTF-32BE UTF-16 UTF-32] +
  (1..16).map { |i| "ISO-8859-#{i}" } + (1250..1258).map { |i| "Windows-#{i}" } +
  %w[Shift_JIS EUC-JP Windows-31J]
names.each do |n|
  t do
    e = Encoding.find(n)
    p [e, e.name, e.to_s, e.names - %w[locale external filesystem], e.ascii_compatible?, e.dummy?]
  end
end
p Encoding::UTF_8.class, Encoding::UTF_8.equal?(Encoding.find("utf-8"))
p Encoding::BINARY.equal?(Encoding::ASCII_8BIT), Encoding::SJIS, Encoding::CP932, Encoding::EucJP, Encoding::EUCJP
p Encoding::ISO8859_1, Encoding::ISO_8859_15, Encoding::CP1252, Encoding::WINDOWS_1252, Encoding::UCS_2BE
p Encoding::ANSI_X3_4_1968, Encoding::SHIFT_JIS, Encoding::CsWindows31J
p Encoding::UTF_8.name.encoding, Encoding::UTF_8.inspect.encoding
p Encoding.find("binary"), Encoding.find("ascii"), Encoding.find("CP65001"), Encoding.find(Encoding::UTF_16BE)
p Encoding.find("external"), Encoding.find("filesystem"), Encoding.find("internal")
t { Encoding.find("FOO") }
t { Encoding.find("ISO-8859-12") }
t { Encoding.find(1) }
t { Encoding.find(nil) }
p Encoding.list.size >= 36, Encoding.list.all? { |e| e.is_a?(Encoding) }, Encoding.list.include?(Encoding::EUC_JP)
nl = Encoding.name_list
p nl.include?("UTF-8"), nl.include?("eucJP"), nl.include?("SJIS"), nl.include?("external"), nl.all? { |s| s.is_a?(String) }
al = Encoding.aliases
p al["BINARY"], al["CP932"], al["eucJP"], al["ISO8859-1"], al["CP1252"], al["external"], al["UCS-4LE"]
p Encoding.default_external, Encoding.default_internal
Encoding.default_internal = "ISO-8859-1"
p Encoding.default_internal, Encoding.find("internal")
Encoding.default_internal = nil
p Encoding.default_internal
Encoding.default_external = Encoding::ISO_8859_1
p Encoding.default_external, Encoding.find("external")
Encoding.default_external = "UTF-8"
p Encoding.default_external
t { Encoding.default_external = nil }
t { Encoding.default_external = "FOO" }
p __ENCODING__
u16 = "ab".encode("UTF-16LE")
p Encoding.compatible?("a", "b"), Encoding.compatible?("a", u16), Encoding.compatible?("", u16)
p Encoding.compatible?("\u3042", "a".b), Encoding.compatible?("\u3042", "\xff".b), Encoding.compatible?("a".b, "\u3042")
p Encoding.compatible?(Encoding::UTF_8, Encoding::US_ASCII), Encoding.compatible?(Encoding::UTF_8, Encoding::ISO_8859_1)
p Encoding.compatible?(Encoding::UTF_8, Encoding::UTF_8), Encoding.compatible?(Encoding::UTF_8, "abc")
p Encoding.compatible?(1, 2), Encoding.compatible?("a", 2)
t { Encoding.utf8_const }
p Encoding::CompatibilityError.superclass, Encoding::UndefinedConversionError.superclass
p Encoding::InvalidByteSequenceError.ancestors.include?(EncodingError), Encoding::ConverterNotFoundError.superclass
