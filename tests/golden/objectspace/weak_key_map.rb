# ObjectSpace::WeakKeyMap: keys compared by hash/eql?, held weakly; values held strongly.
m = ObjectSpace::WeakKeyMap.new
k = "abc"
p (m[k] = 1), m["abc"], m.key?("abc"), m.getkey("abc").equal?(k)
a = [1.0]
m[a] = :float_array
p m[[1.0]], m[[1]], m.key?([1])
k2 = "abc"
# An equal key replaces the one stored (which the map then no longer holds).
p (m[k2] = 2), m[k], m.getkey("abc").equal?(k), m.getkey("abc").equal?(k2)
p m.inspect.sub(/0x\h+/, "0x")
[1, 1.5, :sym, true, false, nil, 2**70].each do |key|
  begin
    m[key] = 1
  rescue ArgumentError => e
    puts "#{key.inspect}: #{e.message}"
  end
  p [m[key], m.key?(key), m.getkey(key), m.delete(key)]
end
p m.delete("nope"), m.delete("nope") { |x| "block #{x}" }, m.delete("abc"), m["abc"]
begin
  m[BasicObject.new] = 1
rescue NoMethodError => e
  p e.message
end
class Key
  attr_reader :id
  def initialize(id) = @id = id
  def hash = id.hash
  def eql?(o) = o.is_a?(Key) && o.id == id
end
k1 = Key.new(1)
m[k1] = "first"
p m[Key.new(1)], m.getkey(Key.new(1)).equal?(k1), m[Key.new(2)]
class PrivateHash
  private def hash = 7
end
ph = PrivateHash.new
m[ph] = :private_ok
p m[ph]
p m.clear.equal?(m), m.inspect.sub(/0x\h+/, "0x"), m[k1]
p ObjectSpace::WeakKeyMap.include?(Enumerable), ObjectSpace::WeakKeyMap.instance_methods(false).sort
