# Multiple assignment with splats, nesting, odd right-hand sides and to_ary that lies.
a, (b, *c), d = 1, [2, 3, 4], 5
p [a, b, c, d]
*x, y = nil
p [x, y]
class T; def to_ary = [1, 2]; end
m, n = T.new
p [m, n]
class U; def to_ary = nil; end
m, n = U.new
p [m.class, n]
class V; def to_ary = raise("to_ary"); end
p((m, n = V.new rescue $!.message))
h = {}
h[:a], h[:b] = 1
p h
o = Struct.new(:a).new rescue o = nil
