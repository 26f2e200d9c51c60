# remove_method falls back to the superclass, undef_method makes the call raise,
# and re-adding a method after either works again, all at one cached call site.
# 4.0: NoMethodError messages read "undefined method 'sound' for an instance of Dog"
# (3.1: "undefined method `sound' for #<Dog:0x...>" followed by error_highlight lines);
# remove_method's NameError reads "method 'legs' not defined in Puppy" (3.1: `legs').

class Animal
  def sound = "..."
  def legs = 4
end
class Dog < Animal
  def sound = "woof"
  def legs = 4
end
class Puppy < Dog
  def sound = "yip"
end

def ask(o)
  o.sound
rescue NoMethodError => e
  "NoMethodError(#{e.name}, #{e.receiver.class}): #{e.message}"
end

zoo = [Animal.new, Dog.new, Puppy.new]
3.times { p zoo.map { |a| ask(a) } }

puts "-- remove Puppy#sound (falls back to Dog#sound)"
Puppy.send(:remove_method, :sound)
2.times { p zoo.map { |a| ask(a) } }

puts "-- remove Dog#sound (falls back to Animal#sound)"
Dog.class_eval { remove_method :sound }
2.times { p zoo.map { |a| ask(a) } }

puts "-- undef_method on Dog (Puppy inherits the undef)"
Dog.send(:undef_method, :sound)
2.times { zoo.each { |a| puts ask(a) } }
p Dog.method_defined?(:sound), Puppy.method_defined?(:sound), Animal.method_defined?(:sound)
p Dog.new.respond_to?(:sound)

puts "-- Puppy defines sound again below the undef"
class Puppy
  def sound = "yip again"
end
2.times { zoo.each { |a| puts ask(a) } }

puts "-- Dog defines sound again (replaces the undef)"
class Dog
  def sound = "woof again"
end
2.times { p zoo.map { |a| ask(a) } }

puts "-- undef with the keyword inside the class"
class Animal
  undef sound
end
2.times { zoo.each { |a| puts ask(a) } }

puts "-- remove then re-add on the same class"
class Dog
  remove_method :sound
end
2.times { zoo.each { |a| puts ask(a) } }
class Animal
  def sound = "animal is back"
end
2.times { p zoo.map { |a| ask(a) } }

puts "-- remove_method of a missing method"
begin
  Puppy.send(:remove_method, :legs)
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end

puts "-- a loop site across undef / redefine"
class Box
  def value = 1
end
b = Box.new
results = []
12.times do |i|
  Box.send(:undef_method, :value) if i == 4
  Box.class_eval { def value = 2 } if i == 8
  results << begin
    b.value
  rescue NoMethodError
    :nm
  end
end
p results

puts "-- undef of a method inherited from Object, on one class only"
class Quiet
  undef_method :to_s
end
def stringify(o)
  o.to_s
rescue NoMethodError => e
  e.message
end
[Box.new, Quiet.new, Box.new].each { |o| s = stringify(o); puts(s.start_with?("#<Box") ? "#<Box>" : s) }
