# String#undump: escapes, force_encoding suffixes and CRuby's errors; dump/undump round trips.
require_relative "lib_helper_probe"
t(29) { '"\\q"'.undump }
t(30) { '"\\x4"'.undump }
t(31) { '"\\u{41 42}"'.undump }
t(32) { '"\\u004"'.undump }
t(33) { '"abc"x'.undump }
t(34) { '"\\xE3"'.undump }
t(35) { '"\\xE3".force_encoding("BINARY")'.undump.encoding }
t(36) { '"abc".force_encoding("bogus")'.undump }
t(37) { "é".undump }
t(38) { '"\\#{x}\\e\\a\\b\\v\\f\\s"'.undump }
t(39) { '"\\u3042\\xE3"'.undump }
t(40) { "\xE3\x81\x82\u3042\x00\x7f".b.dump }
t(42) { '"\\"'.undump }
t(43) { '"\\\\"'.undump }
t(44) { '"\\M-a"'.undump }
t(45) { '"\\0"'.undump }
t(46) { 'abc'.dump.undump }
t(47) { "\u3042".dump.undump }
t(48) { '"\\u{}"'.undump }
t(49) { '"\\u{110000}"'.undump }
t(7) { "\\x41\\u3042".undump }
t(8) { "abc".undump }
t(9) { "\"abc".undump }
t(10) { "\"\\xE3\\x81\\x82\"".undump }
t(11) { "\"abc\".force_encoding(\"ASCII-8BIT\")".undump }
