# U (UTF-8 characters) and w (BER-compressed integers), both ways.
def show(*ss)
  ss.each { |s| p [s, s.encoding] }
end

show [97, 233, 0x3042, 0x1f600].pack("U*")
show [0].pack("U")
show [0xd800, 0x110000, 0x1fffff, 0x200000, 0x3ffffff, 0x4000000, 0x7fffffff].pack("U*")
show [65, 66].pack("UC")
show [65, 66].pack("CU")
show [233].pack("U") + "x"
show [1.5].pack("U")

p "aé\u3042\u{1f600}".unpack("U*"), "aé".unpack("U"), "aé".unpack("U9"), "abc".unpack("U2a"), "".unpack("U")
p "\xf8\x88\x80\x80\x80\xfc\x84\x80\x80\x80\x80".unpack("U*"), "\xed\xa0\x80".unpack("U")
["\xff", "\x80", "\xc3", "\xc3a", "\xc0\x80", "\xe0\x80\x80", "\xfe", "\xe3\x81", "a\xf0\x9f"].each do |s|
  begin
    p s.unpack("U*")
  rescue => e
    p [s.b, e.class, e.message]
  end
end
[-1, 2**31 + 1 - 2**31 - 2].each do |n|
  begin
    [n].pack("U")
  rescue => e
    p [e.class, e.message]
  end
end

show [0, 1, 127, 128, 255, 16383, 16384, 2**32, 2**64, 2**200].pack("w*")
p [0, 1, 127, 128, 255, 16383, 16384, 2**32, 2**64, 2**200].pack("w*").unpack("w*")
p "\x81\x80\x80\x00\x01\x81".unpack("w*"), "\x81".unpack("w"), "\x01\x02\x03".unpack("w2"), "".unpack("w")
p ([0x81] * 30 + [0]).pack("C*").unpack1("w")
begin
  [-1].pack("w")
rescue => e
  p [e.class, e.message]
end
begin
  [-(2**70)].pack("w")
rescue => e
  p [e.class, e.message]
end
begin
  ["1"].pack("w")
rescue => e
  p [e.class, e.message]
end
