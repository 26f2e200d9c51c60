# StringScanner (require "strscan"): see the t labels for each case; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end

s = StringScanner.new("foobar baz")
t(1) { s[nil] }
t(2) { s.scan(/(?<x>f)(?<x>o)(?<y>z)?/) }
t(3) { s.named_captures }
t(4) { s[:x] }
t(5) { s[nil] }
t(6) { s[1.7] }
t(7) { s["1"] }
t(8) { s[Object.new] }
t(9) { s.values_at }
t(10) { s.values_at(nil) }
t(11) { s.scan("ob") }
t(12) { [s.size, s.captures, s[1], s[-1], s.values_at(0, 1, -1, -2)] }
t(13) { s.getch; [s.size, s.captures, s.named_captures] }
t(14) { s.scan(/(a)|(b)/); [s.size, s.captures] }
t(15) { s.scan(/x/); [s.size, s.captures, s.named_captures, s.values_at(1), s.pre_match, s.post_match, s.matched_size] }
t(16) { s.scan_full(/r/, false, false) }
t(17) { s.match?(/r/) }
t(18) { s.skip(/r/) }
t(19) { s.skip_until(/z/) }
t(20) { s.exist?(/q/) }
t(21) { s.match?("a") }
t(22) { s.check("a") }
t(23) { s.check_until("a") }
t(24) { s.exist?("a") }
t(25) { s.search_full("a", true, true) }
t(26) { s.scan_full("a", true, true) }
t(27) { s.scan(/(?<x>a)/); s.named_captures }
t(28) { s.reset; [s.pos, s.matched] }
t(29) { s.scan(:sym) }
t(30) { s.scan(nil) }
t(31) { s.scan_until(nil) }
t(32) { s.check(Object.new) }
t(33) { s.search_full(1, true, true) }
t(34) { o = Object.new; def o.to_str; "foo"; end; s.scan(o) }
t(35) { o = Object.new; def o.to_str; "foo"; end; s.reset; s.scan_until(o) }
t(36) { StringScanner.new("x").scan }
t(37) { StringScanner.new("x").peek }
t(38) { StringScanner.new("x").peek(nil) }
t(39) { StringScanner.new("abc").peek(2**64) }
t(40) { x = StringScanner.new("abc"); x.pos = 2**64 }
t(41) { x = StringScanner.new("abc"); x.pos = 2.9; x.pos }
t(42) { x = StringScanner.new("abc"); x.pos = nil }
t(43) { x = StringScanner.new("abc"); x.pos = 3; x.pos }
t(44) { x = StringScanner.new("abc"); x.pos = -3; x.pos }
t(45) { StringScanner.must_C_version }
t(46) { x = StringScanner.new("abc"); x.scan(/a/); y = x.dup; y.scan(/b/); [x.pos, y.pos, x.matched, y.matched, y.pre_match] }
t(47) { x = StringScanner.new("abc"); y = x.clone; y.string.equal?(x.string) }
t(48) { x = StringScanner.new("abc"); x.send(:initialize, "zz"); [x.string, x.pos] }
t(49) { x = StringScanner.new("abc"); x.send(:initialize_copy, 1) }
t(50) { x = StringScanner.new("abc"); x.freeze; x.scan(/a/) }
t(51) { StringScanner.new("ab".freeze).scan(/a/).frozen? }
t(52) { StringScanner.new("ab").rest.frozen? }
t(53) { StringScanner.new("ab".b).rest.encoding }
t(54) { StringScanner.new("ab".b).scan(/a/).encoding }
t(55) { x = StringScanner.new("a\nb"); x.pos = 2; [x.bol?, x.beginning_of_line?] }
t(56) { x = StringScanner.new("abcabc"); x.pos = 3; x.charpos }
t(57) { x = StringScanner.new("test"); x.scan(/te/); x.send(:scan_base10_integer) }
t(58) { x = StringScanner.new("12"); x.send(:scan_base16_integer) }
t(59) { StringScanner::Version.frozen? }
t(60) { StringScanner::Id.frozen? }
t(61) { ScanError.name }
