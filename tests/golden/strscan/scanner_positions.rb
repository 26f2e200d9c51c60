# StringScanner (require "strscan"): see the t labels for each case; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end

s = StringScanner.new("abc\ndef ghi")
t(1) { s.bol? }
t(2) { s.scan(/abc/) }
t(3) { s.bol? }
t(4) { s.getch }
t(5) { s.bol? }
t(6) { s.exist?(/g/) }
t(7) { s.matched }
t(8) { s.pre_match }
t(9) { s.post_match }
t(10) { s.search_full(/e/, false, true) }
t(11) { s.pos }
t(12) { s.search_full(/e/, true, false) }
t(13) { s.pos }
t(14) { s.scan_full(/f/, false, false) }
t(15) { s.scan_full(/f/, true, true) }
t(16) { s.check(/ /) }
t(17) { s.check_until(/h/) }
t(18) { s.skip(/ /) }
t(19) { s.skip_until(/i/) }
t(20) { s.eos? }
t(21) { s.rest }
t(22) { s.rest? }
t(23) { s.rest_size }
t(24) { s.getch }
t(25) { s.get_byte }
t(26) { s.scan_byte }
t(27) { s.peek_byte }
t(28) { s.peek(2) }
t(29) { s.inspect }
t(30) { s.matched }
t(31) { s.unscan }
t(32) { s.unscan }
t(33) { s.pos }
s = StringScanner.new("héllo wörld ñ")
t(34) { s.getch }
t(35) { s.getch }
t(36) { s.charpos }
t(37) { s.get_byte }
t(38) { s.pos; }
t(39) { s.charpos }
t(40) { s.inspect }
t(41) { s.getch }
t(42) { s.scan_byte }
t(43) { s.peek_byte }
t(44) { s.scan(/llo w/) }
t(45) { s.inspect }
t(46) { s.pos = 1; s.inspect }
t(47) { s.pos = 2; s.inspect }
t(48) { s.pos = 8; s.inspect }
t(49) { s.terminate; s.inspect }
t(50) { StringScanner.new("").inspect }
t(51) { StringScanner.new("ab").inspect }
t(52) { StringScanner.new("abcdef").inspect }
t(53) { s = StringScanner.new("abcdef"); s.pos = 6; s.inspect }
t(54) { s = StringScanner.new("abcdefgh"); s.pos = 5; s.inspect }
t(55) { s = StringScanner.new("abcdefgh"); s.pos = 6; s.inspect }
t(56) { s = StringScanner.new("a\"\n\tb\e\x00cd"); s.pos = 3; s.inspect }
t(57) { s = StringScanner.new("\xff\xfeabc".b); s.pos = 1; s.inspect }
t(58) { s = StringScanner.new("日本語テキスト"); s.pos = 3; s.inspect }
t(59) { s = StringScanner.new("日本語テキスト"); s.pos = 4; s.inspect }
class Foo < StringScanner; end
t(60) { Foo.new("abc").inspect }
t(61) { Foo.new("abc").scan(/a/).class }
t(62) { x = Foo.new("abc"); x.terminate; x.inspect }
