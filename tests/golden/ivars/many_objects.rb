# Many objects: 10,000 instances with the same ivars, conditional ivars, objects with 1..40
# ivars read back after GC, and attr_accessor on a class with many ivars.

class Particle
  attr_reader :x, :y, :mass

  def initialize(i)
    @x = i
    @y = i * 2
    @mass = i % 7
  end

  def energy
    @mass * (@x + @y)
  end
end

ps = (0...10_000).map { |i| Particle.new(i) }
p ps.size
p ps.sum(&:x)
p ps.sum(&:y)
p ps.sum(&:mass)
p ps.sum(&:energy)
p ps.map { |pt| pt.instance_variables }.uniq
ps.each { |pt| pt.instance_variable_set(:@mass, 1) }
p ps.sum(&:energy)
GC.start
p ps[9_999].energy
p ps[1234].instance_variables.map { |n| ps[1234].instance_variable_get(n) }

# conditional ivars in initialize: several layouts among many objects
class Maybe
  def initialize(i)
    @a = i if i % 2 == 0
    @b = i if i % 3 == 0
    @c = i if i % 5 == 0
    @d = i
  end

  def total
    (@a || 0) + (@b || 0) + (@c || 0) + @d
  end

  def layout
    instance_variables.map { |n| n.to_s.delete("@") }.join
  end
end
ms = (0...3_000).map { |i| Maybe.new(i) }
p ms.sum(&:total)
p ms.map(&:layout).tally.sort
p ms.first(8).map(&:layout)
ms.each { |m| m.instance_variable_set(:@c, 1) }
p ms.sum(&:total)
p ms.map(&:layout).uniq.size
p ms[7].layout

# objects with 1..40 ivars each, read back after GC
class Wide
  def initialize(n)
    n.times { |k| instance_variable_set("@w#{k}", "v#{n}_#{k}") }
  end
end
wides = (1..40).map { |n| Wide.new(n) }
GC.start
p wides.map { |w| w.instance_variables.size } == (1..40).to_a
ok = wides.each_with_index.all? do |w, idx|
  n = idx + 1
  w.instance_variables.each_with_index.all? { |name, k| name == :"@w#{k}" && w.instance_variable_get(name) == "v#{n}_#{k}" }
end
p ok
p wides[39].instance_variable_get(:@w39)
p wides[0].instance_variable_get(:@w0)
p wides[10].instance_variable_get(:@w11)
# grow every one of them by one more, then GC again
wides.each_with_index { |w, idx| w.instance_variable_set(:@extra, idx) }
GC.start
p wides.map { |w| w.instance_variable_get(:@extra) }.sum
p wides.map { |w| w.instance_variables.last }.uniq
p wides[20].instance_variable_get(:@w20)

# attr_accessor on a class with many ivars
class Many
  NAMES = (0...30).map { |i| :"f#{i}" }
  attr_accessor(*NAMES)

  def initialize
    NAMES.each_with_index { |n, i| send("#{n}=", i) if i.even? }
  end
end
objs = (0...100).map { Many.new }
p objs[0].instance_variables.size
p objs[0].f0
p objs[0].f1
p objs[0].f29
objs.each_with_index do |o, i|
  Many::NAMES.each_with_index { |n, k| o.send("#{n}=", i + k) if k.odd? }
end
GC.start
p objs[0].instance_variables.size
p objs[0].instance_variables.first(4)
p objs.sum { |o| Many::NAMES.sum { |n| o.send(n) } }
p objs[99].f29
p objs[99].f28

# ivars holding objects that are only reachable through them
class Node
  attr_accessor :value, :next_node

  def initialize(v, nxt)
    @value = v
    @next_node = nxt
  end
end
head = nil
2_000.times { |i| head = Node.new(i, head) }
GC.start
sum = 0
count = 0
n = head
while n
  sum += n.value
  count += 1
  n = n.next_node
end
p [count, sum]
