# Text encodings: base64 (m, m0), uuencode (u), quoted-printable (M), both ways.
def show(*ss)
  ss.each { |s| p [s, s.encoding] }
end

show ["abc"].pack("m"), ["a"].pack("m"), ["ab"].pack("m"), [""].pack("m")
show ["x" * 100].pack("m")
show ["x" * 100].pack("m0")
show ["x" * 100].pack("m30")
show ["x" * 100].pack("m2")
show ["x" * 100].pack("m*")
show ["\xff\xfe\xfd".b].pack("m0")
show ["abc"].pack("u"), ["a"].pack("u"), [""].pack("u")
show ["y" * 100].pack("u")
show ["y" * 100].pack("u10")
show ["y" * 100].pack("u99")
show ["y" * 50].pack("u*")
show ["a=b c\td\n"].pack("M")
show ["trail \nx"].pack("M")
show ["\xffé".b].pack("M")
show ["z" * 100].pack("M")
show ["z" * 100].pack("M20")
show [12].pack("M"), [nil].pack("M"), [:sym].pack("M")

p "YWJj".unpack("m"), "YQ==".unpack("m"), "YWI=".unpack("m"), "YQ".unpack("m"), "Y".unpack("m")
p "Y Q\n=\n=".unpack("m"), "YW!!Jj".unpack("m"), "YQ==YWJj".unpack("m"), "".unpack("m")
p "YWJj".unpack("m0"), "YQ==".unpack("m0"), "YWI=".unpack("m0"), "".unpack("m0")
p "YQ==".unpack("m0a*"), "YWI=".unpack("m0a*")
["YQ", "YR==", "YWJ=", "Y===", "YQ=a", "YW\nJj", "YQ==YWJj", "=YWJ", "YW=j"].each do |s|
  begin
    p s.unpack("m0")
  rescue => e
    p [s, e.class, e.message]
  end
end
p ["\x00\x01\xfe\xff".b * 20].pack("m").unpack1("m") == "\x00\x01\xfe\xff".b * 20
p "#86)C\n".unpack("u"), "!80``\n".unpack("u"), "".unpack("u"), "abc".unpack("u"), "#86)C\r\n#86)C".unpack("u")
p ["hello world" * 10].pack("u").unpack1("u")
p "a=3Db c=\n".unpack("M"), "=41=\n=4".unpack("M"), "=41=4g".unpack("M"), "=e9=C3".unpack("M"), "abc=".unpack("M")
p "a=\r\nb".unpack("M"), "x=4".unpack("M"), "".unpack("M")
"YQ==".unpack("mM").each { |s| p s.encoding }
p "!80``\n".unpack("u")[0].encoding

begin
  [nil].pack("m")
rescue => e
  p [e.class, e.message]
end
begin
  [1].pack("u")
rescue => e
  p [e.class, e.message]
end
