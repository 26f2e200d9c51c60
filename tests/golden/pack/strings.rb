# String directives: a A Z (fields), b B (bit strings), h H (hex strings), both ways.
def show(*ss)
  ss.each { |s| p [s, s.encoding] }
end

show ["abc"].pack("a")
show ["abc"].pack("a2")
show ["abc"].pack("a5")
show ["abc"].pack("a*")
show ["abc"].pack("A5")
show ["abc"].pack("Z5")
show ["abc"].pack("Z*")
show ["abc"].pack("Z2")
show ["abc", "de"].pack("a4A4")
show [nil].pack("a3")
show [nil, nil].pack("A2Z*")
show ["é"].pack("a*")
show ["ab", "cd"].pack("a0a")
show ["1011"].pack("b*"), ["1011"].pack("B*")
show ["10110011101"].pack("b*"), ["10110011101"].pack("B*")
show ["1"].pack("b16"), ["1"].pack("B9"), ["11"].pack("b3")
show ["abc"].pack("b*")
show [nil].pack("b3")
show ["a1F"].pack("h*"), ["a1F"].pack("H*"), ["a1"].pack("H"), ["a1"].pack("H3")
show ["1"].pack("h5"), ["1"].pack("h6"), ["xyz"].pack("H*"), ["g!"].pack("h*")
show ["4142"].pack("H*")

p "ab c\0 \0".unpack("A*"), "ab c\0 \0".unpack("a*"), "ab c\0 \0".unpack("Z*")
p "abc\0def".unpack("Z*Z*"), "abc\0def".unpack("Z5a*"), "abc\0def".unpack("Z2a*"), "abc".unpack("Z*a")
p "abc".unpack("a"), "abc".unpack("a2a"), "abc".unpack("a10"), "abc".unpack("A"), "".unpack("a"), "".unpack("A*")
p "\x00\x00".unpack("A*"), "  x  ".unpack("A*"), "x\x00 \x00".unpack("A3")
p "abc".unpack("b*"), "abc".unpack("B*"), "abc".unpack("b3B3"), "abc".unpack("b100"), "".unpack("b"), "a".unpack("b0B")
p "abc".unpack("h*"), "abc".unpack("H*"), "abc".unpack("h3H3"), "\xfe".unpack("H"), "\xfe".unpack("h"), "".unpack("H")
"abc".unpack("a*b*B*h*H*").each { |s| p s.encoding }
p "abc".unpack("Aa*")

begin
  [1].pack("a")
rescue => e
  p [e.class, e.message]
end
begin
  [:sym].pack("H")
rescue => e
  p [e.class, e.message]
end
