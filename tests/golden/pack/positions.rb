# x X @ (moving in the output or input), unpack's offset: and pack's buffer:.
def show(*ss)
  ss.each { |s| p [s, s.encoding] }
end

show [1, 2].pack("CxC")
show [1, 2].pack("Cx3C")
show [1, 2].pack("Cx*C")
show [1, 2, 3].pack("CCXC")
show [1, 2, 3].pack("CCX2C")
show [1, 2].pack("CCX*")
show [1].pack("C@4")
show [1, 2, 3].pack("CCC@1")
show [1].pack("C@")
show [1].pack("C@*")
show [1, 2].pack("C@0C")
show ["abc", 1].pack("a*@1C")

p "abcdef".unpack("axa"), "abcdef".unpack("ax3a"), "abcdef".unpack("ax*a"), "abcdef".unpack("aaXa"), "abcdef".unpack("a3X2a")
p "abcdef".unpack("@2a"), "abcdef".unpack("a@0a"), "abcdef".unpack("a2@*a"), "abcdef".unpack("@6a"), "abcdef".unpack("@a")
p "abcdef".unpack("a", offset: 2), "abcdef".unpack("a*", offset: 6), "abcdef".unpack("C", offset: 5)
p "abcdef".unpack("@2a", offset: 1), "abcdef".unpack("a@0a", offset: 2), "abcdef".unpack("X2a", offset: 3), "abcdef".unpack("@*a", offset: 3)
p "abcdef".unpack1("a", offset: 3), "abcdef".unpack1("C", offset: 6), "abcdef".unpack("a", offset: 1.9)

b = "ab".b
r = [1, 2].pack("CC", buffer: b)
p r.equal?(b), b, b.encoding
b = "head"
p [1].pack("C", buffer: b), b.encoding
b = "head"
p [65].pack("U", buffer: b), b.encoding
b = "head"
p ["a"].pack("m", buffer: b), b.encoding
b = "xyz".b
p [1].pack("@1C", buffer: b), [1].pack("X2C", buffer: "xyz".b), [1].pack("C", buffer: nil)

[
  -> { "abc".unpack("x4") },
  -> { "abc".unpack("X") },
  -> { "abc".unpack("aX2") },
  -> { "abc".unpack("aX*a") },
  -> { "abc".unpack("@4") },
  -> { "abcdef".unpack("X4a", offset: 3) },
  -> { "abc".unpack("a", offset: 4) },
  -> { "abc".unpack("a", offset: -1) },
  -> { "abc".unpack("a", offset: nil) },
  -> { "abc".unpack("a", offset: "1") },
  -> { [].pack("X") },
  -> { [1].pack("CX2") },
  -> { [1].pack("C", buffer: 1) },
  -> { [1].pack("C", buffer: "f".freeze) },
  -> { [].pack("", buffer: "f".freeze) },
].each do |f|
  f.call
rescue => e
  p [e.class, e.message]
end
