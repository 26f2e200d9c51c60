# Reading, writing and converting members.
P = Struct.new(:x, :y)
a = P.new(1, 2)
p a.x, a.y, a[0], a[1], a[-1], a[:x], a["y"], a[1.9]
a.x = 10
a[:y] = 20
p a
a["x"] = 5; a[-1] = 7
p a
p a.to_a, a.deconstruct, a.values, a.size, a.length
p a.to_h, a.to_h { |k, v| [v, k] }
p a.deconstruct_keys([:x]), a.deconstruct_keys(nil), a.deconstruct_keys(["x"])
p a.deconstruct_keys([:x, :zz, :y]), a.deconstruct_keys([:zz, :x])
p a.values_at(0, 1), a.values_at(0..1), a.values_at(-1, 0)
p a.dig(:x), a.dig(:zz)
n = P.new([1, [2, 3]], {k: P.new(9, 8)})
p n.dig(:x, 1, 0), n.dig(:y, :k, :x), n.dig(:y, :nope, :x)
r = a.each { |v| p v }
p r.equal?(a)
p a.each.class, a.each.to_a
a.each_pair { |k, v| p [k, v] }
p a.each_pair.to_a
p a.select(&:odd?), a.filter { |v| v > 5 }
p a.map { |v| v * 2 }, a.sort, a.min, a.include?(7)
p a.instance_variables
b = a.dup
b.x = 100
p a, b
c = a.clone(freeze: true)
p c.frozen?, c
