# Objects: allocation, attr_reader calls, instance variable reads and writes.
class Point
  attr_reader :x, :y

  def initialize(x, y)
    @x = x
    @y = y
  end

  def add(other)
    Point.new(@x + other.x, @y + other.y)
  end
end

acc = Point.new(0, 0)
step = Point.new(1, 2)
3_000_000.times { acc = acc.add(step) }
p [acc.x, acc.y]
