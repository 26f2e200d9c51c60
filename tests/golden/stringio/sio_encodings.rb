# StringIO and encodings: conversions on write (to the stream's encoding, binary and US-ASCII
# text, String#<< compatibility at the end), UTF-16 streams, ungetc with Integer codes in
# several encodings, separators in other encodings, the ASCII-incompatible mode check.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

u16 = -> { StringIO.new(+"ab\ncd".encode("UTF-16LE")) }
t("utf16 gets") { s = u16.(); [s.gets, s.gets, s.gets] }
t("utf16 getc") { s = u16.(); [s.getc, s.getc.bytes] }
t("utf16 write") { s = u16.(); s.read; s.write("é", "Z".b, :q); s.string.bytes.last(8) }
t("utf16 putc") { s = StringIO.new(+"".encode("UTF-16LE")); s.putc(0xE9); s.putc(0x41); s.putc("xy"); s.string.bytes }
t("utf16 ungetc str") { s = u16.(); s.read(2); s.ungetc("Z"); s.string.bytes.first(4) }
t("utf16 ungetc int") { s = u16.(); s.read; s.ungetc(0x3042); [s.pos, s.getc.bytes] }
t("utf16 sep mismatch") { u16.().gets("c") }
t("utf16 mode") { StringIO.new(+"ab", "r:utf-16le") }
t("utf16 mode binmode") { StringIO.new(+"ab", "rb:utf-16le").external_encoding }
t("utf16be codepoints") { StringIO.new("\u3042z".encode("UTF-16BE")).each_codepoint.to_a }
t("iso write utf8") { s = StringIO.new(+"ab".encode("ISO-8859-1")); s.read; s.write("é"); [s.string.bytes, s.string.encoding] }
t("iso write undefined") { s = StringIO.new(+"ab".encode("ISO-8859-1")); s.write("あ") }
t("utf8 write iso") { s = StringIO.new(+"ab"); s.read; s.write("é".encode("ISO-8859-1")); [s.string, s.string.encoding] }
t("utf8 write binary") { s = StringIO.new(+"é"); s.read; s.write("\xC8".b); [s.string.bytes, s.string.encoding] }
t("utf8 write broken ascii") { s = StringIO.new(+"é"); s.read; s.write("\xC8".force_encoding("US-ASCII")) }
t("utf8 putc byte") { s = StringIO.new(+"é"); s.read; s.putc(200); [s.string.bytes, s.string.encoding] }
t("ascii target") { s = StringIO.new(+"ab".force_encoding("US-ASCII")); s.read; s.write("é"); [s.string, s.string.encoding] }
t("binary stream") { s = StringIO.new(+"ab".b); s.read; s.write("é"); [s.string, s.string.encoding] }
t("empty target") { s = StringIO.new(+"".force_encoding("ISO-8859-1")); s.write("é"); [s.string.bytes, s.string.encoding] }
t("set_encoding then string=") { s = StringIO.new(+"abc", "r+:iso-8859-1"); s.string = +"néw"; s.read; s.write("é") }
t("ungetc int ascii") { s = StringIO.new(+"abc".force_encoding("US-ASCII")); s.ungetc(0xe9); s.string.bytes }
t("ungetc int ascii big") { StringIO.new(+"abc".force_encoding("US-ASCII")).ungetc(0x3042) }
t("ungetc int eucjp") { s = StringIO.new(+"abc".encode("EUC-JP")); s.ungetc(0xA4A2); s.string.bytes }
t("ungetc int eucjp bad") { StringIO.new(+"abc".encode("EUC-JP")).ungetc(0xe9) }
t("ungetc int utf8 bad") { StringIO.new(+"abc").ungetc(0xD800) }
t("ungetc str binmode") { s = StringIO.new(+"abc".encode("UTF-16LE"), "r"); s.binmode; s.read; s.ungetc("é"); s.string.bytes.last(2) }
t("eucjp getc") { s = StringIO.new("\xA4\xA2\n\xA4\xA4".force_encoding("EUC-JP")); [s.getc.bytes, s.gets.bytes, s.each_char.to_a.size] }
t("eucjp limit") { StringIO.new("\xA4\xA2\xA4\xA4".force_encoding("EUC-JP")).each_line(1).map(&:bytes) }
t("binary sep") { StringIO.new("ab".b).gets("é") }
t("set_encoding utf16") { s = StringIO.new(+"a\x00\n\x00b\x00"); s.set_encoding("UTF-16LE"); [s.gets.bytes, s.string.encoding] }
