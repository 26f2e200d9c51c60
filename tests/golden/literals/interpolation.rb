# string interpolation calls to_s on the value
name = "World"
puts "Hello, #{name}!"
puts "sum: #{1 + 2}"
puts "nil: [#{nil}]"
puts "array: #{[1, "a", :b]}"
puts "symbol: #{:sym}"
puts "float: #{2.50}"
puts "nested: #{"inner #{name.upcase}"}"
puts "method: #{name.length * 2}"
@ivar = "ivar"
$gvar = "gvar"
puts "short forms: #@ivar #$gvar"
puts "ternary: #{name.empty? ? "empty" : "full"}"
class Point
  def initialize(x, y)
    @x = x
    @y = y
  end
  def to_s
    "(#{@x}, #{@y})"
  end
end
puts "point: #{Point.new(1, 2)}"
puts "range: #{1..3}"
puts "multi: #{a = 5; a * a}"
puts "#{}empty"
s = "x#{1}y"
p s
p s.frozen?
