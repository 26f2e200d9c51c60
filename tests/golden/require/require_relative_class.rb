require_relative "lib_helper_shapes"

r = Shapes::Rect.new(3, 4)
s = Shapes::Square.new(5)
puts r
puts s
p r.area
p s.area
p Shapes::Square.superclass
p Shapes::Square.name
p Shapes::ORIGIN
p s.is_a?(Shapes::Rect)
