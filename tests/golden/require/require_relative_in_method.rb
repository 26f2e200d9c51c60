def load_shapes
  require_relative "lib_helper_shapes"
end

p defined?(Shapes)
p load_shapes
p defined?(Shapes)
p Shapes::Rect.new(2, 3).area
p load_shapes
