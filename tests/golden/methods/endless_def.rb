def square(x) = x * x
def greet(name = "you") = "hi #{name}"
def pair(a, b) = [a, b]
def zero = 0
def even?(n) = n % 2 == 0

class Vec
  attr_reader :x, :y
  def initialize(x, y)
    @x = x
    @y = y
  end
  def +(o) = Vec.new(x + o.x, y + o.y)
  def to_s = "(#{x}, #{y})"
  def length2 = x * x + y * y
end

puts square(7)
puts greet
puts greet("Bob")
p pair(1, 2)
p zero
p even?(4)
p even?(5)
v = Vec.new(1, 2) + Vec.new(3, 4)
puts v
puts v.length2
