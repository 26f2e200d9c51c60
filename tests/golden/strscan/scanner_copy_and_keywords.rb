# StringScanner (require "strscan"): re-initialize, dup, keywords, fixed-anchor one-step scans, arities; expected output from CRuby 4.0.
require "strscan"
def t(label); r = yield; puts "#{label}: #{r.inspect}"; rescue Exception => e; puts "#{label}: #{e.class}: #{e.message}"; end
t(1) { x = StringScanner.new("abc"); x.scan(/ab/); x.send(:initialize, "zzzz"); [x.pos, x.matched, x.string] }
t(2) { x = StringScanner.new("abc", fixed_anchor: true); x.send(:initialize, "zzzz"); x.fixed_anchor? }
t(3) { x = StringScanner.new("ab"); x.scan(/(?<n>a)/); x.named_captures.keys[0].encoding }
t(4) { x = StringScanner.new("12"); x.scan_integer(base: 10.0) }
t(5) { x = StringScanner.new("12"); x.scan_integer(base: nil) }
t(6) { x = StringScanner.new("\xff12".b); x.scan_integer }
t(7) { x = StringScanner.new("12".encode("UTF-16LE")); x.terminate; x.scan_integer }
t(8) { x = StringScanner.new("abc"); x.scan(/a/); x.inspect }
t(9) { x = StringScanner.new("ab#{'{'}c"); x.scan(/a/); x.inspect }
t(10) { x = StringScanner.new("a\u3042bc"); x.scan(/a/); x.rest.encoding }
t(11) { StringScanner.new("abc").scan_full(/a/, 1, nil) }
t(12) { StringScanner.new("abc").search_full(/c/) }
t(13) { StringScanner.new("abc").check }
t(14) { x = StringScanner.new("abc"); x.get_byte; [x.matched, x.pre_match, x.post_match, x[0], x[1], x.size] }
t(15) { x = StringScanner.new("abc", fixed_anchor: true); x.getch; x.getch; [x.matched, x.pre_match, x.post_match, x[0], x.size] }
t(16) { x = StringScanner.new("abc", fixed_anchor: true); x.getch; x.scan_integer; x.scan_byte; [x.matched, x.pre_match, x.post_match, x[0], x.size] }
t(17) { x = StringScanner.new("a-12b", fixed_anchor: true); x.getch; x.scan_integer; [x.matched, x.pre_match, x.post_match, x[0], x.size] }
t(18) { x = StringScanner.new("abc"); x.scan(/b/); x.unscan }
t(19) { x = StringScanner.new("abc"); x.scan(/a/); x.unscan }
t(20) { x = StringScanner.new("abc"); x.scan(/a/); x.scan(/b/); x.unscan; [x.pos, x.matched?] }
t(21) { x = StringScanner.new("abc"); StringScanner.instance_method(:pos).bind_call(Object.new) }
t(22) { StringScanner.new("abc").method(:scan).arity }
t(23) { %i[scan scan_until skip match? check getch peek pos= [] values_at scan_full search_full initialize scan_integer concat named_captures captures].map { |m| StringScanner.instance_method(m).arity } }
t(:pos_too_big) { x = StringScanner.new("abc"); x.pos = 2**64 }
t(:pos_float) { x = StringScanner.new("abc"); x.pos = 1.9; x.pos }
x = StringScanner.new("abc def")
x.scan(/(\w+)/)
y = x.clone
t(:clone_state) { [y.pos, y.matched, y[1], y.class] }
z = x.dup
z.scan(/ /)
t(:dup_independent) { [x.pos, z.pos, x.matched, z.matched] }
t(:subclass_dup) { k = Class.new(StringScanner); w = k.new("q"); w.dup.class == k }
t(:uninit_dup) { StringScanner.allocate.dup.inspect }
GC.start
t(:after_gc) { [y.string, z.rest] }
t(:string_key) { StringScanner.new("a", {"fixed_anchor" => 1}) }
t(:empty_hash) { StringScanner.new("a", {}).fixed_anchor? }
t(:hash_positional) { StringScanner.new("a", {fixed_anchor: 1}).fixed_anchor? }
t(:uninit_regexp) { StringScanner.new("a").scan(Regexp.allocate) }
t(:uninit_scan) { StringScanner.allocate.scan(/a/) }
t(:uninit_bad_pattern) { StringScanner.allocate.scan(1) }
t(:scan_error_alias) { ScanError.equal?(StringScanner::Error) }
t(:constants) { [StringScanner::Version.class, StringScanner::Id.class] }
t(:private) { StringScanner.private_instance_methods(false).sort }
t(:methods) { StringScanner.public_instance_methods(false).sort }
