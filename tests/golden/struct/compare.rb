# Equality, hashing and inspect, including self-containing structs.
P = Struct.new(:x, :y)
Q = Struct.new(:x, :y)
p P.new(1, 2) == P.new(1, 2), P.new(1, 2) == P.new(1.0, 2), P.new(1, 2) == Q.new(1, 2)
p P.new(1, 2).eql?(P.new(1, 2)), P.new(1, 2).eql?(P.new(1.0, 2))
p P.new(1, 2).hash == P.new(1, 2).hash, P.new(1, 2).hash == P.new(2, 1).hash
p P.new(1, 2) != P.new(1, 3)
h = {P.new(1, 2) => :a, P.new([1], "s") => :b}
p h[P.new(1, 2)], h[P.new([1], "s")], h[P.new(2, 1)]
p P.new("a", :b).inspect, P.new("a", :b).to_s
puts P.new(nil, [1, {a: 2}])
r = P.new(1); r.y = r
p r
puts r.to_s
s1 = P.new(1); s2 = P.new(s1); s1.y = s2
p s1 == s2, s1.hash.class
x = P.new(nil); x.x = x
p x == x, x.eql?(x), x.hash == x.hash
y = P.new(nil); y.x = y
p x == y
p Struct.new(:a).new(P.new(1, 2))
class Pt < Struct.new(:x, :y)
  def dist = x + y
end
p Pt.new(1, 2), Pt.new(1, 2).dist, Pt.new(1, 2) == Pt.new(1, 2), Pt.members
class Pt3 < Pt
  def initialize(*)
    super
    self.y ||= 0
  end
end
p Pt3.new(5), Pt3.ancestors.take(2)
