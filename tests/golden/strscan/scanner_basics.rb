# StringScanner (require "strscan"): see the t labels for each case; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end

str = "test string"
s = StringScanner.new(str)
t(1) { s.string.equal?(str) }
t(2) { s.scan("te") }
t(3) { s.matched }
t(4) { s.pre_match }
t(5) { s.post_match }
t(6) { s[0] }
t(7) { s[:x] }
t(8) { s["x"] }
t(9) { s.size }
t(10) { s.captures }
t(11) { s.named_captures }
t(12) { s.scan_until("s") }
t(13) { s.matched }
t(14) { s.pre_match }
t(15) { s.pos }
t(16) { s.scan(/(?<a>t)(?<b>r)?/) }
t(17) { s.captures }
t(18) { s.named_captures }
t(19) { s[:a] }
t(20) { s[:b] }
t(21) { s[:c] }
t(22) { s["c"] }
t(23) { s[-1] }
t(24) { s[-3] }
t(25) { s[5] }
t(26) { s.values_at(0, 1, 2, -1, :a) }
t(27) { s.scan(/zz/) }
t(28) { s.matched }
t(29) { s.named_captures }
t(30) { s.captures }
t(31) { s.values_at(0) }
t(32) { s.size }
t(33) { s.unscan }
t(34) { s.scan(1) }
t(35) { s.scan_until(1) }
t(36) { s.match?(nil) }
t(37) { s.skip_until(:a) }
t(38) { s.pos = 100 }
t(39) { s.pos = -100 }
t(40) { s.pos = -2 }
t(41) { s.pos }
t(42) { s.peek(-1) }
t(43) { s.peek(100) }
t(44) { s.peek(1.5) }
t(45) { s.peek("a") }
t(46) { StringScanner.new(1) }
t(47) { StringScanner.new("a", 1) }
t(48) { StringScanner.new("a", 1, 2) }
t(49) { StringScanner.new("a", fixed_anchor: true, foo: 1) }
t(50) { StringScanner.new("a", fixed_anchor: 1).fixed_anchor? }
t(51) { StringScanner.new("a", fixed_anchor: nil).fixed_anchor? }
t(52) { StringScanner.allocate }
t(53) { StringScanner.allocate.pos }
t(54) { StringScanner.allocate.inspect }
t(55) { ScanError }
t(56) { StringScanner::Error.ancestors.take(3) }
t(57) { s.string = "abc" }
t(58) { s }
t(59) { s.getch; s }
t(60) { s.matched_size }
