# StringScanner under random operations: the scanned String is grown, shrunk, re-encoded and
# replaced between scans, positions are set anywhere, patterns are Regexps, Strings and junk.
require "strscan"
srand(7)
texts = ["héllo wörld", "abc\ndef", "\xff\xfe\x00a".b, "日本語", "".dup, "a" * 1000, "x\u3042y".encode("UTF-16LE"), "\xC3"]
pats = [/./, /\A/, /$/, /(?<n>\w)(\d)?/, /(?<=a)b/, "", "a", "é", "\xff".b, 1, nil, :sym, /\z/, /x*/, Regexp.allocate]
ops = %i[scan scan_until skip skip_until match? check check_until exist? getch get_byte scan_byte peek_byte
         peek rest matched pre_match post_match captures named_captures size values_at charpos bol?
         unscan reset terminate inspect scan_integer dup grow shrink replace pos= aref]
20.times do
  s = StringScanner.new(texts.sample.dup, fixed_anchor: [true, false].sample)
  300.times do
    op = ops.sample
    begin
      case op
      when :scan, :scan_until, :skip, :skip_until, :match?, :check, :check_until, :exist? then s.send(op, pats.sample)
      when :peek then s.peek(rand(-3..20))
      when :values_at then s.values_at(*[0, 1, -1, :n, "n", 99].sample(2))
      when :scan_integer then s.scan_integer(base: [10, 16, 8].sample)
      when :dup then s = s.dup
      when :grow then s.string << "+12 0x1f é"
      when :shrink then s.string.slice!(0, rand(0..5)) unless s.string.frozen?
      when :replace then s.string = texts.sample.dup
      when :pos= then s.pos = rand(-30..30)
      when :aref then s[[0, 1, 2, -1, :n, "n", "zz"].sample]
      else s.send(op)
      end
    rescue StandardError, ScanError
    end
  end
end
puts "done"
