# Struct.new: positional and keyword construction, keyword_init:, named classes, blocks.
P = Struct.new(:x, :y)
p P.new(1, 2)
p P.new(x: 1, y: 2)
p P.new(1)
p P.new
p P[1, 2]
p P.new(1, x: 2)
p P.new({x: 1})
K = Struct.new(:a, keyword_init: true)
p K.new(a: 1), K.keyword_init?, P.keyword_init?
p K
p K.inspect
K2 = Struct.new(:a, keyword_init: false)
p K2.new(a: 1), K2.keyword_init?
p K2.inspect
S = Struct.new("Foo", :a)
p S, S.new(1), Struct::Foo
p Struct.new("Bar")
E = Struct.new
p E.new
p Struct.new(:a).new(1)
p Struct.new(:x) { def double; x * 2; end }.new(4).double
Q = Struct.new(:a, :b) do
  def sum = a + b
  def self.origin = new(0, 0)
end
p Q.origin, Q.new(2, 3).sum
p Q.members, Q.new(1, 2).members
p P.ancestors.take(4)
p P.superclass, Struct.superclass
p P.new(1, 2).frozen?
p Struct.new("Named", :v).name
p Struct.new(nil, :v).new(1)
p Struct.new(:a, "b").members
