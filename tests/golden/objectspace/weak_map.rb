# ObjectSpace::WeakMap: identity keys, weak keys and values, Enumerable; only what is
# deterministic (the entries of live objects; no collection is relied on).
m = ObjectSpace::WeakMap.new
k1 = "key"
k2 = "key"
v1 = "one"
v2 = "two"
m[k1] = v1
m[k2] = v2
p m.size, m.length, m[k1], m[k2], m["key"]
p m.key?(k1), m.include?(k2), m.member?("key")
p m.keys, m.values
p (m[:sym] = 42), m[:sym], (m[1] = nil), m.key?(1), m[1]
f = "frozen".freeze
p (m[f] = true), m[f]
m.each { |k, v| p [k, v] }
m.each_pair { |k, v| print k.inspect, "=>", v.inspect, "\n" }
m.each_key { |k| p k }
m.each_value { |v| p v }
p m.map { |k, v| v }.size, m.to_a.size, m.count
p m.delete(k1), m.delete(k1), m.delete(k1) { |k| "missing #{k}" }
p m.size
begin
  m.each
rescue LocalJumpError => e
  p e.message
end
empty = ObjectSpace::WeakMap.new
p empty.each.equal?(empty), empty.each_key.equal?(empty), empty.size
p empty.inspect.sub(/0x\h+/, "0x")
p m.inspect.include?(" => 42"), m.inspect.start_with?("#<ObjectSpace::WeakMap:0x")
p ObjectSpace::WeakMap.include?(Enumerable), ObjectSpace::WeakMap.ancestors.take(2)
class MyMap < ObjectSpace::WeakMap; end
mm = MyMap.new
mm[v1] = v2
p mm.class, mm[v1], mm.inspect.start_with?("#<MyMap:0x")
x = Object.new
mm[x] = x
p mm[x].equal?(x)
