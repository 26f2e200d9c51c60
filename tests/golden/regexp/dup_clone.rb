r = /ab+/i
d = r.dup
c = r.clone
p d, c, d.frozen?, c.frozen?, d == r, d.match?("xABBy")
m = r.match("abb")
p m.dup, m.clone rescue p $!
r2 = Regexp.new("x")
p r2.dup.frozen?, r2.clone.frozen?
GC.start
p d.source, m.dup[0]
