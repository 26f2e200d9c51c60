# StringScanner over a String that changes under it (shrunk, grown, emptied), huge sizes, long inputs, odd encodings; expected output from CRuby 4.0.
require "strscan"
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
s = StringScanner.new(+"héllo")
t(1) { s.peek(2**64) }
t(2) { s.pos = 5; s.string.replace("h"); [s.scan_until(/x/), s.scan_until("x"), s.getch, s.get_byte, s.peek(3), s.charpos, s.rest_size, s.pos] }
t(3) { s.string << "élan vital"; [s.pos, s.scan(/./), s.check_until(/v/), s.pre_match, s.post_match, s.charpos] }
t(4) { s.scan(/(?<a>.)(?<b>.)/); s.string.replace(""); [s.matched, s[:a], s.captures, s.pre_match, s.post_match, s.values_at(0, 1, 2), s.named_captures, s.inspect] }
t(5) { Marshal.dump(StringScanner.new("a")) }
t(6) { s = StringScanner.new("a" * 100000); s.scan_until(/(a)(a)\z/); [s.pos, s.size] }
t(7) { s = StringScanner.new("x"); s.instance_variable_set(:@foo, 1); s.dup.instance_variable_get(:@foo) }
t(8) { s = StringScanner.new("é".encode("UTF-16BE")); [s.getch.bytesize, s.inspect] }
t(9) { s = StringScanner.new("abc"); s.scan(/b|/); s.scan_until(/(?<=a)b/) }
t(10) { s = StringScanner.new("abc", fixed_anchor: true); s.pos = 1; [s.scan(/(?<=a)b/), s.pre_match] }
t(11) { s = StringScanner.new("aaa"); s.scan(/(a)+/); s.captures }
t(12) { s = StringScanner.new("a"); s.string.freeze; s.scan(/a/).frozen? }
