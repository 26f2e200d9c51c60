# Data.define: construction, with, conversions, equality and inspect.
D = Data.define(:x, :y)
p D.new(1, 2), D.new(x: 1, y: 2), D[3, 4], D[x: 5, y: 6]
d = D.new(1, 2)
p d.frozen?, d.x, d.y
p d.with(y: 5), d.with.equal?(d), d
p d.to_h, d.to_h { |k, v| [k.to_s, v] }
p D.members, d.members
p d == D.new(1, 2), d.eql?(D.new(1.0, 2)), d == D.new(1.0, 2), d.hash == D.new(1, 2).hash
p d.inspect, d.to_s, d.deconstruct, d.deconstruct_keys([:x]), d.deconstruct_keys(nil)
E = Data.define
p E.new, E.members
p Data.define(:a).new(1)
p Data.define("s").new(s: 1)
C = Data.define(:amount, :unit) do
  def initialize(amount:, unit: "m")
    super(amount: Float(amount), unit:)
  end

  def to_s = "#{amount} #{unit}"
end
p C.new(1), C.new(amount: 2, unit: "km"), C.new(3, "cm")
puts C.new(1)
p C.new(1).with(unit: "mm")
p D.ancestors.take(3)
p d.respond_to?(:x=), D.method_defined?(:each)
class Pt < Data.define(:x)
  def double = x * 2
end
p Pt.new(x: 1), Pt.new(4).double
r = D.new([], 1); r.x << r
p r
p D.new(x: 1, "y" => 2)
h = {D.new(1, 2) => :found}
p h[D.new(1, 2)]
p d.instance_variables
