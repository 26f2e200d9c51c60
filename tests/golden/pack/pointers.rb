# p and P: pointers to Strings, which unpack resolves only in the packed String (or a copy).
def try
  p yield
rescue => e
  p [e.class, e.message]
end

s = "hello"
packed = [s].pack("p")
p packed.size == [0].pack("J").size, packed.encoding
r = packed.unpack("p")
p r, r[0].equal?(s)
p packed.dup.unpack("p"), packed.unpack1("p").equal?(s)
p [nil].pack("p").unpack("J"), [nil].pack("p").unpack("p"), [nil, nil].pack("p2").unpack("p*")
two = ["ab", "cd"].pack("pp")
p two.unpack("pp"), two.unpack("p*"), two.unpack("p3"), two.unpack("p0")
pk = ["hello"].pack("P")
p pk.unpack("P5"), pk.unpack("P1"), pk.unpack("P10"), pk.unpack("P"), pk.dup.unpack("P5")
p [nil].pack("P").unpack("J"), [nil].pack("P").unpack("P")
p ["abc", 1].pack("P3C").unpack("P3C")
try { packed.to_sym.to_s.unpack("p") }
try { packed.b.unpack("p") }
try { "\x01\x00\x00\x00\x00\x00\x00\x00".unpack("p") }
try { "\x01\x00\x00\x00\x00\x00\x00\x00".unpack1("P") }
try { "".unpack("p") }
try { "abc".unpack("P") }
try { ["ab"].pack("P3") }
try { [1].pack("p") }
try { [1].pack("P") }
try { [].pack("p") }
try { [].pack("P") }
try { ["a"].pack("p2") }
b = "x".b
[s].pack("p", buffer: b)
p b.size == 1 + [0].pack("J").size, b.unpack("ap"), b.unpack1("@1p").equal?(s)
# A pointer to the String a to_str conversion made (kept alive by the packed String alone).
o = Object.new
def o.to_str = "fresh" * 2
pk = [o, o].pack("pP")
GC.start
p pk.unpack("pP10"), pk.unpack1("p").frozen?
