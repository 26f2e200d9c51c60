# -*- coding: big5 -*-
# A Big5 source file (Emacs-style magic comment): its literals are Big5; Big5 characters,
# validity and conversion to and from UTF-8.
p __ENCODING__
s = "a"
p s.encoding
t = "\xA4\x40\xA4\x41b".force_encoding("Big5")
p t.length, t.valid_encoding?, t.chars.size
p t.encode("UTF-8")
p "\xA4".force_encoding("Big5").valid_encoding?
p "\x81\x40".force_encoding("Big5").valid_encoding?
p "\u4E2D\u6587".encode("Big5").bytes
p "\u4E2D\u6587".encode("Big5").encode("UTF-8") == "\u4E2D\u6587"
begin
  "\u{1F600}".encode("Big5")
rescue => e
  p e.class
end
