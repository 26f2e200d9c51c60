# Symbols and strings with invalid bytes, converted every way.
s = "a\xffb"
[s, "\xe3\x81", "\x00", "", "\xff".b, "é".encode("UTF-8").b].each do |x|
  [:to_sym, :intern, :inspect, :dump, :upcase, :downcase, :capitalize, :swapcase, :reverse, :chars,
   :bytes, :size, :valid_encoding?, :scrub, :succ, :hash, :to_i, :to_f, :ord, :sum, :unicode_normalize].each do |m|
    begin
      x.send(m)
    rescue ArgumentError, EncodingError, NoMethodError, NotImplementedError => e
      e.class
    end
  end
  begin
    y = x.to_sym
    y.inspect; y.to_proc; y.length; y.upcase; y.succ; y <=> :a; y.to_s
  rescue EncodingError, ArgumentError => e
    p e.class
  end
end
p "\xff".to_sym.inspect rescue p $!.class
p :done
