# Kernel#Array wraps or converts its argument
p Array(nil)
p Array([1, 2])
p Array(1..3)
p Array("str")
p Array(:sym)
p Array(5)
p Array({ a: 1, b: 2 })
p Array([nil])
p Array([])
class Pair
  def to_a = [:left, :right]
end
class Listish
  def to_ary = [1, 2, 3]
end
p Array(Pair.new)
p Array(Listish.new)
a, b = Listish.new
p a, b
p [[0], Listish.new].flatten
x = [1, 2]
p Array(x).equal?(x)
