# StringScanner (require "strscan"): see the t labels for each case; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end

s = StringScanner.new("ab\ncd", fixed_anchor: true)
t(1) { s.scan(/a/) }
t(2) { s.scan(/^b/) }
t(3) { s.scan(/\Ab/) }
t(4) { s.scan(/(?<=a)b/) }
t(5) { [s.matched, s.pre_match, s.post_match, s[0]] }
t(6) { s.scan_until(/^c/) }
t(7) { [s.matched, s.pre_match, s.post_match, s[0], s.pos] }
t(8) { s.unscan; s.pos }
t(9) { s.search_full(/d/, false, false) }
t(10) { s.getch; [s.matched, s.pre_match, s.post_match] }
t(11) { s.scan_until("d") }
t(12) { [s.matched, s.pre_match, s.post_match, s.pos] }
s = StringScanner.new("ab\ncd")
t(13) { s.scan(/a/) }
t(14) { s.scan(/^b/) }
t(15) { s.scan(/\Ab/) }
t(16) { s.scan(/(?<=a)b/) }
t(17) { s.scan(/\n/); s.scan(/\Gc/) }
t(18) { s.scan(/\z|d/) }
t(19) { s.scan(/\z/) }
t(20) { [s.matched, s.matched?, s.matched_size, s.pre_match, s.post_match] }
t(21) { s.scan(/\z/) }
t(22) { s.scan_until(/\z/) }
t(23) { s.check(//) }
t(24) { s.scan("") }
t(25) { s.scan_until("") }
t(26) { s.getch }
t(27) { s.matched? }
puts "--- int"
%w[123abc -12 +7x - +- 0x1F -0x1g 1_000 0012 abc 99999999999999999999999 0x 0xZ ff FF].each do |str|
  s = StringScanner.new(str)
  t("b10 #{str}") { [str, s.scan_integer, s.pos, s.matched, s.scan_integer(base: 16)] }
  s = StringScanner.new(str)
  t("b16 #{str}") { [str, s.scan_integer(base: 16), s.pos, s.matched] }
end
s = StringScanner.new("12")
t(28) { s.scan_integer(base: 8) }
t(29) { s.scan_integer(base: "10") }
t(30) { s.scan_integer(10) }
t(31) { s.scan_integer(bas: 10) }
t(32) { StringScanner.new("12".encode("UTF-16LE")).scan_integer }
t(33) { StringScanner.new("12".encode("UTF-16LE")).scan(/1/) }
t(34) { StringScanner.new("12".encode("UTF-16LE")).scan("1") }
t(35) { StringScanner.new("12".encode("UTF-16LE")).getch }
t(36) { StringScanner.new("\xff12").scan(/1/) }
t(37) { StringScanner.new("\xff12").scan("\xff") }
t(38) { StringScanner.new("\xff12").getch }
t(39) { StringScanner.new("é12").scan("é".b) }
t(40) { StringScanner.new("a12").scan("a".b) }
t(41) { StringScanner.new("é12".b).scan("é") }
t(42) { StringScanner.new("é12".b).scan(/é/) }
t(43) { StringScanner.new("é12").scan(/\xC3/n) }
s = StringScanner.new("abc")
t(44) { s.concat("def") }
t(45) { s << 1 }
t(46) { s.string }
t(47) { s.string = 5 }
t(48) { s.string = "xyz".freeze; s.concat("a") }
t(49) { s.peek(0) }
t(50) { s.scan(/x/); s.string = "q"; s.matched }
t(51) { s.pos = 1; s.string.replace(""); [s.eos?, s.rest, s.rest_size, s.peek(2), s.getch, s.scan(/a/), s.scan(//), s.inspect, s.bol?, s.charpos] }
t(52) { s.pre_match }
t(53) { s.get_byte }
