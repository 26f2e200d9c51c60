# Regexp.union's encoding rules and Regexp.quote's result encodings.
def try(label)
  r = yield
  puts "#{label}: #{r.inspect} #{r.encoding}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

try("empty") { Regexp.union }
try("strings") { Regexp.union("a.b", "c") }
try("latin-1 and ascii") { Regexp.union("é".encode("ISO-8859-1"), "a") }
try("utf-16 one") { Regexp.union("a".encode("UTF-16LE")).source.bytes }
try("binary regexps") { Regexp.union(/abc/, /[\x00-\x7f]/n, /[\x80-\xBF]/n) }
try("ascii and utf8 fixed") { Regexp.union(/a/, /b/u) }
try("fixed utf8 vs fixed ascii") { Regexp.union(Regexp.new("a", Regexp::FIXEDENCODING), Regexp.new("b".encode("US-ASCII"), Regexp::FIXEDENCODING)) }
try("utf-16 le vs be") { Regexp.union("a".encode("UTF-16LE"), "b".encode("UTF-16BE")) }
try("utf-16 and ascii") { Regexp.union("a", "b".encode("UTF-16LE")) }
try("fixed utf8 and latin-1") { Regexp.union(/é/, "é".encode("ISO-8859-1")) }
try("regexp and string") { Regexp.union(/(?i:a)/, "b.") }
try("utf8 regexp and binary ascii") { Regexp.union(/é/, "a".b) }
try("quote ascii") { Regexp.quote("a.b*") }
try("quote euc-jp ascii") { Regexp.quote("abc".encode("EUC-JP")) }
try("quote utf8") { Regexp.quote("é.") }
try("quote broken us-ascii") { Regexp.quote("a.\x85b.".dup.force_encoding("US-ASCII")) }
try("quote broken utf8") { Regexp.quote("a.\x80") }
try("quote binary") { Regexp.quote("\xff.".b) }
try("quote symbol") { Regexp.quote(:"a.b") }
try("quote utf-16") { Regexp.quote("a.b".encode("UTF-16LE")).bytes }
