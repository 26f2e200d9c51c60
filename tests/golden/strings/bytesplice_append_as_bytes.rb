# String#bytesplice in its four forms with CRuby's errors, String#append_as_bytes, String.try_convert, tr_s!.
require_relative "lib_helper_probe"
t(1) { "hello".bytesplice(1) }
t(2) { "hello".bytesplice(1..2) }
t(3) { "hello".bytesplice(1, 2, 3) }
t(4) { "hello".bytesplice(1..2, "x", 1) }
t(5) { "hello".bytesplice(10..12, "x") }
t(6) { "hello".bytesplice(-10, 1, "x") }
t(7) { "hello".bytesplice(5, 1, "x") }
t(8) { "hello".bytesplice(1, -1, "x") }
t(9) { "hello".bytesplice(1, 2, "xyz", 5, 1) }
t(10) { "hello".bytesplice(1, 2, "xyz", 4, 1) }
t(11) { "hello".bytesplice(1, 2, "xyz", 1, -1) }
t(12) { "héllo".bytesplice(1, 1, "x") }
t(13) { "hello".bytesplice(1, 1, "é", 1, 1) }
t(15) { "hello".b.bytesplice(1, 1, "é") }
t(16) { "hello".bytesplice(1...-1, "X") }
t(17) { "hello".bytesplice(0, 1, "xyz", 1..) }
t(18) { "hello".bytesplice(0, 1, "xyz", 1, 2, 3) }
t(19) { "hello".bytesplice(1, 2, :x) }
t(20) { "hello".bytesplice(1.5, 2, "x") }
t(21) { s = +"ab"; s.append_as_bytes(1.5) }
t(22) { s = +"ab"; s.append_as_bytes(2**70, -1) }
t(23) { s = +"ab"; s.append_as_bytes().encoding }
t(24) { s = "ab".freeze; s.append_as_bytes("x") }
t(25) { s = "ab".b; s.append_as_bytes("é"); [s, s.encoding] }
t(26) { o = Object.new; def o.to_str = 1; String.try_convert(o) }
t(27) { o = Object.new; def o.to_str = nil; String.try_convert(o) }
t(28) { String.try_convert }
t(50) { "abc".tr_s!("", "x") }
t(1) { "hello".bytesplice(1, 2) }
t(2) { "héllo".bytesplice(2, 1, "x") }
t(3) { "hello".bytesplice(1, 2, "XYZ", 0, 2) }
t(4) { "hello".bytesplice(1..2, "XYZ", 1..2) }
t(5) { "hello".bytesplice(10, 1, "x") }
t(6) { "hello".freeze.bytesplice(1, 1, "x") }
t(12) { "aabbcc".tr_s!('ab', 'xy') }
t(13) { "xyz".tr_s!('ab', 'xy') }
t(14) { s = +"ab"; s.append_as_bytes("é", 255, 256); [s, s.encoding] }
t(15) { String.try_convert("a") }
t(16) { String.try_convert(1) }
t(17) { o = Object.new; def o.to_str = "x"; String.try_convert(o) }
