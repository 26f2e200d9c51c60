class Point
  def initialize(x, y)
    @x = x
    @y = y
  end

  def to_s
    "(#{@x}, #{@y})"
  end
end

pt = Point.new(1, 2)
puts pt
puts "point is #{pt}"
puts "str: " + pt.to_s
puts [pt, Point.new(3, 4)].join(" ")
print pt, "\n"

class Temp
  def initialize(deg)
    @deg = deg
  end

  def to_s = "#{@deg} degrees"
end

puts Temp.new(20)
puts "#{Temp.new(-5)}!"
