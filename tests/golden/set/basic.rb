# Set as a core class: construction, membership, add/delete, inspect and require "set".
s = Set[1, 2]
p s, Set[], Set.new, s.to_s, Set.new([1, 2, 2, 3]), Set.new([1, 2]) { |x| x * 10 }, Set.new(1..3), Set.new(nil)
p Set.new({a: 1})
class MySet < Set; end
p MySet[1], MySet.new([2]).class, MySet[]
p require("set")
p s.add(3).equal?(s), (s << 4).equal?(s), s.add?(4), s.add?(5).equal?(s)
p s.delete(1).equal?(s), s.delete?(1), s.delete?(2).equal?(s)
p s
p s.include?(3), s.member?(9), s === 3, s.size, s.length, s.count, s.empty?, Set[].empty?
p Set[[1], "a"].include?([1]), Set["a"].include?("a"), Set[1].include?(1.0)
str = "a"
st = Set[str]
p st.first.equal?(str), st.first.frozen?
p Set[1, nil, "s", :sym, 1.5, [1, 2], {k: 1}]
p Set[3, 4].first, Set[3, 4].first(1), Set[1, 2].to_a
p Set[1, 2].clear, Set[1, 2, 3].subtract([1, 9])
c = Set[1, 2]
d = c.dup
d << 99
p c.include?(99), d.include?(99), c.clone.equal?(c)
f = Set[1].freeze
p f.frozen?, f.include?(1)
begin; f << 2; rescue => e; p e.class, e.message; end
begin; f.delete(1); rescue => e; p e.class, e.message; end
begin; Set.new(1); rescue => e; p e.class, e.message; end
begin; Set.new(1, 2); rescue => e; p e.class, e.message; end
x = Set[1, 2]
begin
  x.each { |v| x << 3 if v == 1 }
rescue => e
  p e.class, e.message
end
y = Set[1, 2, 3]
y.each { |v| y.delete(v + 1) }
p y
r = Set[1]
r << r
p r
m = MySet[1]
m << m
p m
class Key
  attr_reader :k
  def initialize(k) = @k = k
  def hash = k.hash
  def eql?(o) = o.is_a?(Key) && k == o.k
end
ks = Set[Key.new(1), Key.new(1), Key.new(2)]
p ks.size, ks.include?(Key.new(2)), ks.include?(Key.new(3))
