class Dog
  def initialize(name, age)
    @name = name
    @age = age
  end

  def speak
    "#{@name} says woof"
  end

  def birthday
    @age += 1
    self
  end

  def info
    "#{@name} (#{@age})"
  end
end

d = Dog.new("Rex", 3)
puts d.speak
puts d.info
d.birthday.birthday
puts d.info
p d.class
p Dog.class
p d.is_a?(Dog)
p d.instance_of?(Dog)
p d.is_a?(Object)
p Dog.new("Fido", 1).info
p Dog.name
p Dog.superclass
