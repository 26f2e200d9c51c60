class Animal
  attr_reader :name

  def initialize(name)
    @name = name
  end

  def speak
    "..."
  end

  def describe
    "#{name} says #{speak}"
  end
end

class Cat < Animal
  def speak
    "meow"
  end
end

class Lion < Cat
  def speak
    "ROAR"
  end
end

class Fish < Animal
end

[Animal.new("generic"), Cat.new("Tom"), Lion.new("Leo"), Fish.new("Nemo")].each do |a|
  puts a.describe
end

p Lion.superclass
p Lion.superclass.superclass
p Lion.ancestors.take(4)
l = Lion.new("x")
p l.is_a?(Cat)
p l.is_a?(Animal)
p l.instance_of?(Cat)
p Cat.new("y").is_a?(Lion)
p Lion < Animal
p Animal < Lion
p Lion <= Lion
p Fish < Cat
