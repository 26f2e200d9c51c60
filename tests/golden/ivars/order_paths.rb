# instance_variables lists ivars in the order this object got them, whatever path set them.
# 4.0: the order is per object (shapes); 3.1 listed every object of a class in the order the
# class first saw each name, so several lines below print differently there.

class Point
  def initialize(path)
    case path
    when :xy
      @x = 1
      @y = 2
    when :yx
      @y = 2
      @x = 1
    when :x_only
      @x = 1
    when :y_only
      @y = 2
    when :none
    when :xyz
      @x = 1
      @y = 2
      @z = 3
    when :zyx
      @z = 3
      @y = 2
      @x = 1
    when :later
      set_z
      @x = 1
    end
  end

  def set_z
    @z = 30
  end

  def set_w
    @w = 40
  end
end

[:xy, :yx, :x_only, :y_only, :none, :xyz, :zyx, :later].each do |path|
  o = Point.new(path)
  puts "#{path}: #{o.instance_variables.inspect}"
end

# ivars added after construction, from other methods
o = Point.new(:yx)
o.set_w
o.set_z
p o.instance_variables
o2 = Point.new(:xy)
o2.set_z
o2.set_w
p o2.instance_variables
p o.instance_variables == o2.instance_variables
p o.instance_variables.sort == o2.instance_variables.sort

# reassigning an existing ivar does not move it
o2.instance_variable_set(:@x, 100)
o2.set_z
p o2.instance_variables
p [o2.instance_variable_get(:@x), o2.instance_variable_get(:@y), o2.instance_variable_get(:@z), o2.instance_variable_get(:@w)]

# instance_variable_set with strings and symbols, mixed with @-assignment
class Bag
  def add_a
    @a = :a
    self
  end
end
b = Bag.new
b.instance_variable_set("@c", 3)
b.add_a
b.instance_variable_set(:@b, 2)
p b.instance_variables
p b.instance_variables.map { |n| b.instance_variable_get(n) }

b2 = Bag.new
b2.add_a
b2.instance_variable_set(:@b, 2)
b2.instance_variable_set("@c", 3)
p b2.instance_variables

# conditional ivars depending on the argument's value
class Cond
  def initialize(n)
    @even = true if n.even?
    @three = n if n % 3 == 0
    @five = n if n % 5 == 0
    @n = n
  end
end
(1..16).each do |n|
  c = Cond.new(n)
  puts "#{n} #{c.instance_variables.inspect} #{c.instance_variables.map { |iv| c.instance_variable_get(iv) }.inspect}"
end

# the same set of names reached in all 6 orders
names = [:@p, :@q, :@r]
perms = names.permutation.to_a
objs = perms.map do |perm|
  obj = Object.new
  perm.each_with_index { |n, i| obj.instance_variable_set(n, i) }
  obj
end
objs.each_with_index do |obj, i|
  p [perms[i], obj.instance_variables, obj.instance_variables == perms[i]]
  p names.map { |n| obj.instance_variable_get(n) }
end

# an ivar read before it is set is nil and does not create it
class Reader
  def peek
    @never
  end

  def fill
    @filled = @never.nil?
  end
end
r = Reader.new
p r.peek
p r.instance_variables
r.fill
p r.instance_variables
p r.instance_variable_get(:@filled)
p r.instance_variable_defined?(:@never)
