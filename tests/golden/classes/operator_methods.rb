class Vec
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def +(o) = Vec.new(x + o.x, y + o.y)
  def -(o) = Vec.new(x - o.x, y - o.y)
  def *(k) = Vec.new(x * k, y * k)
  def -@ = Vec.new(-x, -y)
  def ==(o) = o.is_a?(Vec) && x == o.x && y == o.y
  def [](i) = i == 0 ? x : y
  def to_s = "Vec(#{x}, #{y})"
end

class Stack
  def initialize = @items = []
  def <<(x)
    @items.push(x)
    self
  end
  def [](i) = @items[i]
  def []=(i, v)
    @items[i] = v
  end
  def size = @items.size
end

a = Vec.new(1, 2)
b = Vec.new(3, 5)
puts a + b
puts b - a
puts a * 3
puts(-a)
p a == Vec.new(1, 2)
p a != b
p a[0]
p a[1]
v = a
v += b
puts v
puts a

s = Stack.new
s << 1 << 2 << 3
p s.size
p s[1]
s[1] = :two
p s[1]
p(s[5] = 9)
p s.size
