puts "loading al_helper_basic_point"
p [:while_loading, defined?(Point), Object.autoload?(:Point), Object.const_defined?(:Point)]
class Point
  attr_reader :x, :y
  def initialize(x, y)
    @x, @y = x, y
  end
  def to_s = "(#{x}, #{y})"
end
p [:after_class, defined?(Point), Object.autoload?(:Point)]
