# Regexp encodings: what a pattern's characters, escapes and flags fix it to, searching strings
# of other encodings, and the errors for the mismatches.
def show(label)
  r = yield
  puts "#{label}: #{r.inspect} #{r.encoding} opts=#{r.options} fixed=#{r.fixed_encoding?} source=#{r.source.encoding}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

show("ascii") { /abc/ }
show("utf8 char") { /é/ }
show("u flag") { /a/u }
show("n ascii") { /a/n }
show("n high escape") { /\xc2\xa1/n }
show("e flag") { /a/e }
show("s flag") { /a/s }
show("\\u ascii") { /\u{61}/ }
show("\\u non-ascii") { /\u00e9/ }
x = "b"
show("interp e") { /#{x}/e }
show("interp s") { /#{x}/s }
show("interp u") { /#{x}/u }
show("new binary") { Regexp.new("\xff".b) }
show("new binary escape") { Regexp.new('\xff'.b) }
show("new ascii binary") { Regexp.new("a".b) }
show("new NOENCODING") { Regexp.new("a", Regexp::NOENCODING) }
show("new NOENCODING escape") { Regexp.new('([\x00-\xFF])', Regexp::IGNORECASE | Regexp::NOENCODING) }
show("new FIXED") { Regexp.new("a", Regexp::FIXEDENCODING) }
show("new -1") { Regexp.new("a", -1) }
show("new EUC-JP") { Regexp.new("あ".encode("EUC-JP")) }
show("new EUC-JP ascii") { Regexp.new("a".encode("EUC-JP")) }
show("new ISO-8859-1") { Regexp.new("é".encode("ISO-8859-1")) }
r16 = Regexp.new("a".encode("UTF-16LE"))
p [r16.source.bytes, r16.encoding, r16.options]
show("new \\u in EUC-JP") { Regexp.new('\u00e9'.encode("EUC-JP")) }
begin
  Regexp.new("a".dup.force_encoding("UTF-16"))
rescue RegexpError => e
  p e.class # its message is in the dummy encoding
end
show("n non-ascii") { Regexp.new("é", Regexp::NOENCODING) }
show("n \\u") { Regexp.new('\u00e9', Regexp::NOENCODING) }
show("bad multibyte escape") { Regexp.new('\xff') }
show("bad hex") { Regexp.new('\xn') }
show("short \\u") { Regexp.new('\u304') }
show("empty \\u{}") { Regexp.new('\u{}') }
show("bad \\u{} list") { Regexp.new('\u{abcX}') }
show("\\u range") { Regexp.new('\u{110000}') }
show("mixed") { Regexp.new('\xff\u00e9'.b) }

def try(label)
  puts "#{label}: #{yield.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

try("EUC-JP match") { Regexp.new("あ".encode("EUC-JP")) =~ "xあ".encode("EUC-JP") }
try("EUC-JP chars") { "日本語".encode("EUC-JP").scan(Regexp.new(".".encode("EUC-JP"), Regexp::FIXEDENCODING)).size }
try("ascii regexp, EUC-JP string") { /b/ =~ "あb".encode("EUC-JP") }
try("ascii regexp, binary string") { /c/ =~ "ab\xffc".b }
try("ascii regexp, UTF-16") { /a/ =~ "a".encode("UTF-16LE") }
try("utf8 regexp, EUC-JP string") { /é/ =~ "あ".encode("EUC-JP") }
try("e regexp, utf8 string") { /a/e =~ "é" }
try("e regexp, ascii string") { /a/e =~ "xa" }
try("broken utf8") { /./ =~ "\xff" }
try("broken EUC-JP") { /./ =~ "\xff".dup.force_encoding("EUC-JP") }
try("UTF-16 union match") { Regexp.union("a".encode("UTF-16LE"), "b".encode("UTF-16LE")) =~ "xb".encode("UTF-16LE") }
try("Latin-1 case") { Regexp.new("é".encode("ISO-8859-1"), Regexp::IGNORECASE) =~ "É".encode("ISO-8859-1") }
try("compatible? str, re") { Encoding.compatible?("abc".b, /abc/) }
try("compatible? re, re") { Encoding.compatible?(/a/, /b/) }
try("compatible? re, sym") { Encoding.compatible?(/é/, :a) }
try("== ignores n") { /a/n == /a/ }
try("hash ignores n") { /a/n.hash == /a/.hash }
try("== encodings") { /a/e == /a/ }
