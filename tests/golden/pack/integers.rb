# Integer directives of Array#pack and String#unpack: sizes, signedness, byte order, counts,
# wrap-around of out-of-range values, Bignums and to_int conversion.
def show(*ss)
  ss.each { |s| p [s, s.encoding] }
end

show [1, 2, 3].pack("C*")
show [-1, 255, 256, -129].pack("c4")
show [1, -2].pack("sS")
show [0x1234].pack("s<")
show [0x1234].pack("s>")
show [0x1234].pack("S_>")
show [0x12345678].pack("l<")
show [0x12345678].pack("L>")
show [0x12345678, 1].pack("i!I_")
show [0x1122334455667788, 1].pack("q<Q>")
show [1, 2].pack("q_Q!")
show [0x1234, 0x1234].pack("nv")
show [0x12345678, 0x12345678].pack("NV")
show [65536 + 258].pack("n")
show [-1].pack("N")
show [2**64 + 5, -(2**64) - 5].pack("Q2")
show [2**100 - 1].pack("q")
show [-(2**100)].pack("Q>")
show [1.9, -1.9].pack("cc")
show [1, 2, 3].pack("C2")
show [1, 2, 3].pack("C0C")
show [1, 2, 3].pack("CC CC"[0, 3])
show [].pack("C0")

class Two
  def to_int = 2
end
show [Two.new].pack("C")

p "\x01\x02\x03".unpack("C*")
p "\xff\x80\x7f".unpack("c*")
p "\xff\xff\x01\x00".unpack("sS")
p "\x12\x34".unpack("s>"), "\x12\x34".unpack("s<"), "\x12\x34".unpack("n"), "\x12\x34".unpack("v")
p "\xff\xff\xff\xff".unpack("lLNVi!I_")
p "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("q"), "\xff\xff\xff\xff\xff\xff\xff\xff".unpack("Q")
p "\x80\x00\x00\x00\x00\x00\x00\x00".unpack("q>"), "\x80\x00\x00\x00\x00\x00\x00\x00".unpack("Q>")
p "\x01\x02\x03\x04\x05\x06\x07\x08".unpack("Q<"), "\x01\x02\x03\x04\x05\x06\x07\x08".unpack("q_>")
p "abc".unpack("C2"), "abc".unpack("C5"), "abc".unpack("C*C"), "abcde".unpack("s*"), "abcde".unpack("s3")
p "\x01\x02\x03".unpack("nC"), "\x01\x02\x03".unpack("CnC")
p "".unpack("N"), "".unpack("N*"), "ab".unpack("N2n")
p [-1].pack("j").unpack1("j"), [7].pack("J").unpack1("J"), [-3].pack("l_").unpack1("l!"), [9].pack("L!").unpack1("L_")

# Round trips of the limits of every size.
[["c", -128, 127], ["C", 0, 255], ["s", -32768, 32767], ["S", 0, 65535],
 ["l", -2**31, 2**31 - 1], ["L", 0, 2**32 - 1], ["q", -2**63, 2**63 - 1], ["Q", 0, 2**64 - 1]].each do |d, lo, hi|
  p [d, [lo, hi].pack("#{d}2").unpack("#{d}2") == [lo, hi], [lo - 1, hi + 1].pack("#{d}2").unpack("#{d}2")]
end

[[nil], ["1"], [:a], [Object.new], [true]].each do |a|
  begin
    a.pack("C")
  rescue => e
    p [e.class, e.message]
  end
end
