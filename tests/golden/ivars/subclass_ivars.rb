# Subclasses add ivars after super's; siblings share the superclass's first ivars.

class Base
  attr_reader :a, :b

  def initialize(a, b)
    @a = a
    @b = b
  end

  def describe
    instance_variables.map { |n| "#{n}=#{instance_variable_get(n).inspect}" }.join(" ")
  end
end

class Left < Base
  attr_reader :l

  def initialize(a, b, l)
    super(a, b)
    @l = l
  end
end

class Right < Base
  attr_reader :r1, :r2

  def initialize(a, b)
    super
    @r2 = a + b
    @r1 = a * b
  end
end

class LateSuper < Base
  def initialize
    @first = :first
    super(1, 2)
    @last = :last
  end
end

class FarLeft < Left
  def initialize
    super(10, 20, 30)
    @far = 40
  end
end

objs = [Base.new(1, 2), Left.new(1, 2, 3), Right.new(3, 4), LateSuper.new, FarLeft.new]
objs.each do |o|
  puts "#{o.class}: #{o.instance_variables.inspect} | #{o.describe}"
end

# the same reader on all classes (one call site, several classes and layouts)
3.times do
  objs.each { |o| print o.a, " ", o.b, " " }
  puts
end
p Left.new(5, 6, 7).l
p [Right.new(5, 6).r1, Right.new(5, 6).r2]

# subclass instances set an ivar the superclass also sets later in another method
class Base
  def tag!
    @tag = self.class.name
    self
  end
end
objs.each { |o| o.tag! }
objs.each { |o| p o.instance_variables.last(2) }
p objs.map { |o| o.instance_variable_get(:@tag) }

# siblings that each add different ivars after the common ones
siblings = (1..6).map do |i|
  Class.new(Base) do
    define_method(:initialize) do
      super(i, -i)
      (1..i).each { |k| instance_variable_set("@s#{i}_#{k}", k * i) }
    end
  end
end
siblings.each_with_index do |klass, idx|
  o = klass.new
  p [idx + 1, o.instance_variables.size, o.instance_variables.first(3), o.a, o.b]
  p o.instance_variables.drop(2).map { |n| o.instance_variable_get(n) }
end

# a subclass whose initialize sets nothing and never calls super (no ivars at all)
class Hollow < Base
  def initialize; end
end
h = Hollow.new
p h.instance_variables
p [h.a, h.b]
h.instance_variable_set(:@b, :bee)
p [h.a, h.b, h.instance_variables]

# a module's method sets ivars on instances of classes that include it
module Counter
  def bump
    @count = (@count || 0) + 1
  end
end
class Left
  include Counter
end
class Right
  include Counter
end
l = Left.new(1, 1, 1)
r = Right.new(1, 1)
3.times { l.bump }
2.times { r.bump }
p [l.instance_variable_get(:@count), r.instance_variable_get(:@count)]
p l.instance_variables
p r.instance_variables
