# Refine a class at the top level and in a module body; new and replaced methods, subclasses,
# singleton methods, private originals.
class Animal
  def speak = "..."
  def name = "animal"
  private def secret = "hidden"
end

class Dog < Animal
  def name = "dog"
end

module Loud
  refine Animal do
    def speak = "#{name.upcase}!"
    def shout(times) = speak * times
    def secret = "told"
  end
end

a = Animal.new
d = Dog.new
p a.speak
p((a.shout(2) rescue $!.class))

using Loud

p a.speak, d.speak
p d.shout(3)
p a.secret
s = Dog.new
def s.speak = "singleton wins"
p s.speak

# A subclass's own method wins over a refinement of its superclass.
class Dog
  def shout(n) = "woof" * n
end
p Dog.new.shout(2), Animal.new.shout(1)

module Quiet
  refine Dog do
    def speak = "(#{super})"
  end
end
p Dog.new.speak
using Quiet
p Dog.new.speak, Animal.new.speak

# Refining built-in classes.
module StringExt
  refine String do
    def shout = upcase + "!"
    def +(other) = "#{self}|#{other}"
    def length = 42
  end
  refine Integer do
    def minutes = self * 60
    def to_s = "int:#{super()}"
  end
end

p "a" + "b"
module UsesExt
  using StringExt
  p "hi".shout, "a" + "b", "abc".length, "abc".size
  p 3.minutes
  p 5.to_s, "#{7}", [8].map(&:to_s)
  p 1 + 2
end
p "a" + "b", "abc".length, 5.to_s, "#{7}"
p(("hi".shout rescue $!.class))
