# `super` from a refined method: the refined class's own method and then its ancestors; other
# refinements of the same class only when active where the refinement was defined.
class Base
  def greet(name = "you") = "hello #{name}"
  def tags = [:base]
end
class Child < Base
  def tags = [:child] + super
end

module R1
  refine Child do
    def tags = [:r1] + super
  end
end
module R2
  refine Child do
    def tags = [:r2] + super
    def greet(name) = "refined " + super
    def implicit(name = "x") = [name, (super rescue $!.class)]
    def in_block = [1].map { |x| greet("b#{x}") }
  end
end

module UsesBoth
  using R1
  using R2
  p Child.new.tags
  p Child.new.greet("ann")
  p Child.new.implicit("y")
  p Child.new.in_block
end

# Defined where R1 is active: its super reaches R1's method first.
using R1
module R3
  refine Child do
    def tags = [:r3] + super
  end
end
using R3
p Child.new.tags

# A refined module method calling super.
module Counting
  refine Enumerable do
    def count(*args) = "counted #{super}"
  end
end
module UsesCounting
  using Counting
  p [1, 2, 2].count, [1, 2, 2].count(2), (1..3).count
end

# A refinement adding a method the class inherits: super goes to the superclass's.
module Shout
  refine Child do
    def greet(name = "all") = super.upcase
  end
end
module UsesShout
  using Shout
  p Child.new.greet, Child.new.greet("bo")
  20.times { Child.new.greet }
  p Child.new.greet
end

# A plain method defined in a refined scope: its super sees the refinements of that scope.
module Loud
  refine Base do
    def tags = [:loud]
  end
end
module Later
  using Loud
  class Grandchild < Base
    def tags = [:grandchild] + super
  end
  p Grandchild.new.tags
end
p Later::Grandchild.new.tags, Child.new.tags

# Imported methods call super into the refined class.
class Calc
  def double(n) = n * 2
end
module Twice
  def double(n) = super * 2
end
module CalcRef
  refine Calc do
    import_methods Twice
  end
end
module UsesCalc
  using CalcRef
  p Calc.new.double(3)
end
