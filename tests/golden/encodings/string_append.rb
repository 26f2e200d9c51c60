# << Integer in other encodings, Encoding.new and allocate, String.new with an encoding keyword, dup and clone keep the encoding.
def t; yield; rescue => e; p [e.class, e.message]; end
t { p Encoding.new }
t { p Encoding.allocate }
s = "a".encode("UTF-16LE"); s << 0x3042; p s, s.bytes
s = "a".encode("EUC-JP"); s << 0x3042 rescue p $!; p s
s = "a".force_encoding("ISO-8859-1"); s << 0xe9; p s, s.bytes
t { s = "a".force_encoding("ISO-8859-1"); s << 0x100 }
t { s = "a".encode("UTF-16LE"); s << 0xD800 }
p String.new("abc", encoding: "UTF-16LE").encoding, String.new(encoding: "EUC-JP").encoding
p "abc".force_encoding("UTF-16LE").dup.encoding, "abc".encode("UTF-32BE").clone.encoding
p Encoding::UTF_8.frozen?, Encoding::UTF_8.hash == Encoding.find("utf-8").hash, Encoding::UTF_8 == Encoding::UTF_8
