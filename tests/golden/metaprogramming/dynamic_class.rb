Animal = Class.new do
  attr_reader :name
  def initialize(name) = @name = name
  def speak = "#{name} makes a sound"
end

Dog = Class.new(Animal) do
  def speak = super + " (woof)"
end

p Animal.name
p Dog.superclass
puts Dog.new("Rex").speak

mod = Module.new do
  def helper = "helper from dynamic module"
end
Helpers = mod
Dog.include(Helpers)
p Dog.new("x").helper
p Dog.ancestors.take(3)

klasses = %w[Alpha Beta].map do |n|
  Object.const_set(n, Class.new { define_method(:who) { n } })
end
p klasses.map(&:name)
p Alpha.new.who
p Beta.new.who
