# StringScanner (require "strscan"): see the t labels for each case; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end

s = StringScanner.new("foobar baz")
t(1) { s.scan(/(?<x>f)/) }
t(2) { s.scan("o"); [s.named_captures, s.size] }
t(3) { s[:x] }
t(4) { s.scan(/(?<x>o)/) }
t(5) { s.getch; [s.named_captures, s.size] }
t(6) { s[:x] }
t(7) { s.scan(/(?<x>a)/); s[:x] }
t(8) { s.scan_until("z"); [s.named_captures, s.size] }
t(9) { s[:x] }
t(10) { s.reset; s.scan(/(?<x>f)/); s.scan(/zzz/); [s.named_captures, s[:x]] }
t(11) { s.reset; s.scan(/(?<x>f)/); s.scan("zzz"); [s.named_captures, s[:x]] }
t(12) { s.reset; s.scan(/(?<x>f)/); s.terminate; [s.named_captures, s[:x]] }
t(13) { s.reset; s.scan(/(?<x>f)/); s.reset; [s.named_captures, s[:x]] }
t(14) { s.reset; s.scan(/(?<x>f)/); s.unscan; [s.named_captures, s[:x]] }
t(15) { s.reset; s.scan(/(?<x>f)/); s.string = "fo"; [s.named_captures, s[:x]] }
t(16) { s.reset; s.scan(/(?<x>f)/); s.scan_byte; [s.named_captures, s[:x], s.size] }
t(17) { s.reset; s.scan(/(?<x>f)/); s.scan_integer; [s.named_captures, s[:x], s.size] }
t(18) { s.reset; s.scan(/(?<x>f)/); s.get_byte; [s.named_captures, s[:x], s.size] }
t(19) { s.reset; s.scan(/(?<x>f)(o)/); s.peek_byte; [s.named_captures, s[:x], s.size] }
t(20) { s.reset; s.scan(/(?<x>f)(o)/); s.scan(/zz(?<y>z)/); [s.named_captures, s[:x], s.size] }
s = StringScanner.new("a1 b2")
t(21) { s.scan(/(?<l>[a-z])(?<d>\d)/); s.named_captures }
t(22) { s.named_captures(symbolize_names: true) }
t(23) { s.named_captures(1) }
t(24) { s.captures.map(&:frozen?) }
t(25) { s.scan("x").class }
t(26) { StringScanner.new("é").peek(1) }
t(27) { StringScanner.new("é").peek(1).valid_encoding? }
x = StringScanner.new("abc")
t(28) { x.scan_until(/c/); [x.pre_match, x.matched, x.post_match] }
x = StringScanner.new("abcabc")
t(29) { x.pos = 3; x.scan_until(/b/); [x.pre_match, x.matched, x.post_match, x[0]] }
t(30) { StringScanner.new("abc", nil, fixed_anchor: true).fixed_anchor? }
t(31) { StringScanner.new("abc", {fixed_anchor: true}).fixed_anchor? }
t(32) { StringScanner.new("abc", **{}).fixed_anchor? }
t(33) { StringScanner.new }
