# Class-level instance variables (ivars of the Class object) versus class variables (@@).
# 4.0: name errors quote with '...' (3.1 used `...') and e.message carries no error_highlight snippet.

class Animal
  @count = 0
  @registry = []
  @@total = 0

  class << self
    attr_reader :count, :registry

    def register(name)
      @count = (@count || 0) + 1
      (@registry ||= []) << name
      @@total += 1
    end

    def total
      @@total
    end
  end

  def initialize(name)
    @name = name
    self.class.register(name)
  end

  def class_ivar_from_instance
    @count  # the instance's own @count, not the class's
  end

  def total_from_instance
    @@total
  end
end

class Dog < Animal
  @sound = "woof"

  def self.sound
    @sound
  end
end

class Cat < Animal
end

Animal.new("generic")
Dog.new("rex")
Dog.new("fido")
Cat.new("tom")

p [Animal.count, Dog.count, Cat.count]
p [Animal.registry, Dog.registry, Cat.registry]
p [Animal.total, Dog.total, Cat.total]
p [Dog.sound, Animal.respond_to?(:sound)]
p Dog.new("x").class_ivar_from_instance
p Cat.new("y").total_from_instance

p Animal.instance_variables
p Dog.instance_variables
p Cat.instance_variables
p Animal.class_variables
p Dog.class_variables
p Dog.class_variables(false)
p Animal.class_variable_get(:@@total)
p Dog.class_variable_defined?(:@@total)

# instance_variable_get / set on a class
p Animal.instance_variable_get(:@count)
p Dog.instance_variable_get(:@sound)
p Cat.instance_variable_get(:@sound)
Cat.instance_variable_set(:@sound, "meow")
p Cat.instance_variables
p Cat.instance_variable_get(:@sound)
p Cat.instance_variable_defined?(:@sound)
p Animal.instance_variable_defined?(:@sound)
p Cat.remove_instance_variable(:@count)
p Cat.instance_variables
p Cat.count

# a class variable assigned in a subclass is shared upward when the superclass has it
class Dog
  @@total = 100
end
p [Animal.total, Cat.total]

# a class variable first set in a subclass is not visible in the superclass
class Cat
  @@lives = 9
  def self.lives
    @@lives
  end
end
p Cat.lives
p Cat.class_variables.sort
p Animal.class_variables
begin
  Animal.class_variable_get(:@@lives)
rescue NameError => e
  p [e.class, e.message, e.name]
end
begin
  Animal.class_variable_get(:lives)
rescue NameError => e
  p [e.class, e.message]  # 4.0: quotes are 'lives'
end

# modules can hold ivars too
module Config
  @settings = { "mode" => "fast" }
  @level = 3

  def self.level
    @level
  end

  def self.bump
    @level += 1
  end

  def self.settings
    @settings
  end
end
Config.bump
p Config.level
p Config.settings["mode"]
p Config.instance_variables
p Config.instance_variable_get(:@level)
Config.instance_variable_set(:@extra, :x)
p Config.instance_variables
p Config.remove_instance_variable(:@level)
p Config.instance_variables
p Config.level

# a module's ivars are not visible to including classes' instances or to the including class
class Host
  include Config
  def level
    @level
  end
end
p Host.new.level
p Host.instance_variables

# class-level ivars on many dynamically created classes
klasses = (1..12).map do |i|
  Class.new do
    (1..i).each { |k| instance_variable_set("@c#{k}", k * i) }
  end
end
p klasses.map { |k| k.instance_variables.size }
p klasses.map { |k| k.instance_variables.sum { |n| k.instance_variable_get(n) } }
p klasses.last.instance_variables.first(4)
klasses.each { |k| k.remove_instance_variable(:@c1) }
p klasses.map { |k| k.instance_variables.size }
klasses.each { |k| k.instance_variable_set(:@c1, 0) }
p klasses[3].instance_variables

# singleton class of an object, and the class object's singleton: ivars belong to the object
o = Object.new
o.singleton_class.instance_variable_set(:@on_singleton, 1)
p o.instance_variables
p o.singleton_class.instance_variables

# freezing a class: its ivars cannot change
class Frosty
  @x = 1
  def self.set_x(v)
    @x = v
  end
end
Frosty.freeze
begin
  Frosty.set_x(2)
rescue FrozenError => e
  p [e.class, e.message]
end
p Frosty.instance_variable_get(:@x)
