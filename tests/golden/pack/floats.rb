# Float directives: e E (little-endian), g G (big-endian), f F d D (native), both ways.
def show(*ss)
  ss.each { |s| p [s, s.encoding] }
end

show [1.5].pack("e"), [1.5].pack("E"), [1.5].pack("g"), [1.5].pack("G")
show [1.5, -2.25].pack("f2"), [1.5, -2.25].pack("d*"), [1.5].pack("F"), [1.5].pack("D")
show [1, 2**70].pack("eG")
show [0.1].pack("e")
show [-0.0, Float::INFINITY, -Float::INFINITY].pack("e*")
show [1e40, -1e40, 1e-50].pack("g3")
show [Float::NAN].pack("g"), [Float::NAN].pack("G")

p [0.1].pack("e").unpack1("e"), [0.1].pack("E").unpack1("E"), [0.1].pack("g").unpack1("g")
p [1e40, -1e40, Float::NAN, -0.0].pack("e4").unpack("e4")
p [3.25, -7.5].pack("dD").unpack("dD"), [3.25].pack("G").unpack("G"), [3.25].pack("F").unpack("f")
p "\x00\x00\xc0\x7f".unpack("e")[0].nan?, "\x00\x00\x80\x7f".unpack("e"), "\x00\x00".unpack("e"), "abcdefgh".unpack("e3")
p "".unpack("d*"), "abcdefghij".unpack("d*"), "abcdefghij".unpack("E2")

[[nil], ["1.5"], [true], [Object.new], [:a]].each do |a|
  begin
    a.pack("d")
  rescue => e
    p [e.class, e.message]
  end
end
