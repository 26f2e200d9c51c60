# attr_reader / attr_writer / attr_accessor at polymorphic sites whose
# receivers have different ivar layouts, then an attr_reader replaced by a def
# (and back), a def replaced by an attr, and attr methods in modules.

class P1
  attr_accessor :name
  def initialize = @name = "p1"
end
class P2
  attr_accessor :name
  def initialize
    @a = 1
    @b = 2
    @name = "p2"
  end
end
class P3
  attr_accessor :name
  def initialize
    @name = "p3"
    @z = 0
  end
end
class P4 < P2
  def initialize
    @extra = :x
    super
  end
end
class P5
  attr_reader :name
  attr_writer :name
  # @name never set until the writer runs: the reader gives nil
end

def get(o) = o.name
def set(o, v) = o.name = v

objs = [P1.new, P2.new, P3.new, P4.new, P5.new]
3.times { p objs.map { |o| get(o) } }
objs.each_with_index { |o, i| set(o, "n#{i}") }
3.times { p objs.map { |o| get(o) } }
p objs.map { |o| o.instance_variables }

puts "-- objects of one class with different layouts"
class Loose
  attr_reader :v
  def initialize(order)
    order.each { |iv| instance_variable_set(iv, iv.to_s) }
  end
end
ls = [[:@v], [:@a, :@v], [:@b, :@c, :@v], [:@a], [], [:@q, :@r, :@s, :@t, :@v]].map { |o| Loose.new(o) }
def get_v(o) = o.v
3.times { p ls.map { |o| get_v(o) } }

puts "-- replace P2's reader with a def (P4 inherits it)"
class P2
  def name = "def:" + @name.to_s
end
2.times { p objs.map { |o| get(o) } }

puts "-- and back to an attr_reader"
class P2
  attr_reader :name
end
2.times { p objs.map { |o| get(o) } }

puts "-- replace the writer with a def that transforms"
class P3
  def name=(v)
    @name = v.upcase
  end
end
objs.each { |o| set(o, "w") }
2.times { p objs.map { |o| get(o) } }

puts "-- a def replaced by attr_reader"
class Calc
  def initialize = @total = 10
  def total = @total * 100
end
def total_of(o) = o.total
c = Calc.new
3.times { p total_of(c) }
Calc.class_eval { attr_reader :total }
3.times { p total_of(c) }

puts "-- attr in a module, shadowed by a class attr of another ivar"
module Named
  attr_reader :label
end
class Q1
  include Named
  def initialize = (@label = "q1-label"; @title = "q1-title")
end
class Q2
  include Named
  def initialize = @label = "q2-label"
end
def label_of(o) = o.label
qs = [Q1.new, Q2.new]
2.times { p qs.map { |q| label_of(q) } }
class Q1
  def label = @title
end
2.times { p qs.map { |q| label_of(q) } }
Q1.send(:remove_method, :label)
2.times { p qs.map { |q| label_of(q) } }
p label_of(Q2.new)

puts "-- ivars added after the reader was cached"
class Grow
  attr_reader :late
  def add(i) = instance_variable_set(:"@iv#{i}", i)
  def set_late = @late = :now
end
g = Grow.new
def late_of(o) = o.late
out = []
6.times do |i|
  out << late_of(g)
  g.add(i)
  g.set_late if i == 3
end
p out
p late_of(Grow.new)

puts "-- frozen object: the reader still works, the writer raises"
f = P1.new
2.times { set(f, "before freeze") }
f.freeze
p get(f)
begin
  set(f, "after")
rescue => e
  puts e.class
end
p get(f)
