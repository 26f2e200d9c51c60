syms = (1..100).map { |i| "dynamic_sym_#{i}".to_sym }
GC.start
p syms.first
p syms.last
p "dynamic_sym_50".to_sym == syms[49]
s = "".dup
1000.times { |i| s << (i % 10).to_s }
GC.start
p s.size
p s[0, 20]
frozen = "frozen value".freeze
GC.start
p frozen
p frozen.frozen?
parts = "a,b,c,d,e".split(",")
GC.start
p parts.map(&:upcase).join("-")
