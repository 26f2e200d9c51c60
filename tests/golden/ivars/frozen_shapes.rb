# Freezing one object must not affect others that had the same ivars, and write sites that
# have already seen (and cached) unfrozen objects must still refuse frozen ones: both writes
# to an existing ivar and writes that would add a new one.

class Cell
  attr_accessor :a, :b

  def initialize(a)
    @a = a
  end

  def set_a(v)
    @a = v
  end

  def add_b(v)
    @b = v
  end

  def add_c(v)
    @c = v
  end

  def inspect
    "#<Cell #{@a}>"
  end
end

cells = (0...12).map { |i| Cell.new(i) }
cells.each_with_index { |c, i| c.freeze if i % 4 == 3 }
p cells.map(&:frozen?)

# warm the sites on unfrozen objects, then hit frozen ones with the same ivars
results = cells.map do |c|
  begin
    c.set_a(c.a + 100)
    "set"
  rescue FrozenError => e
    e.message
  end
end
p results
p cells.map(&:a)

results = cells.map do |c|
  begin
    c.add_b(:b)
    "added"
  rescue FrozenError => e
    e.message
  end
end
p results
p cells.map { |c| c.instance_variables.size }

results = cells.map do |c|
  begin
    c.b = :bb
    "wrote"
  rescue FrozenError => e
    e.class.name
  end
end
p results
p cells.map(&:b)

# the same through instance_variable_set in a loop
cells.each do |c|
  c.instance_variable_set(:@a, -1)
rescue FrozenError
  nil
end
p cells.map(&:a)

# objects that had the same ivars as a frozen one can still grow afterwards
cells.each do |c|
  c.add_c(1) unless c.frozen?
end
p cells.map { |c| c.instance_variables.size }
p cells.reject(&:frozen?).map { |c| c.instance_variables }.uniq
p cells.select(&:frozen?).map { |c| c.instance_variables }.uniq

# a fresh object after some of its kind were frozen
n = Cell.new(:fresh)
n.add_b(1)
n.add_c(2)
p n.instance_variables
p n.frozen?

# thawed copies of frozen objects write and grow through the same sites
thawed = cells.select(&:frozen?).map(&:dup)
thawed.each_with_index do |t, i|
  t.set_a(i)
  t.add_b(:t)
  t.add_c(:c)
end
p thawed.map { |t| [t.a, t.b, t.instance_variables.size, t.frozen?] }
p cells.select(&:frozen?).map { |c| [c.a, c.b, c.instance_variables.size] }

clones = cells.select(&:frozen?).map { |c| c.clone(freeze: false) }
clones.each { |c| c.add_c(:cl) }
p clones.map { |c| c.instance_variables }
p clones.map(&:frozen?)

# freeze objects at every stage of growth
stages = (0..4).map do |k|
  o = Object.new
  k.times { |i| o.instance_variable_set("@s#{i}", i) }
  o.freeze
end
stages.each_with_index do |o, k|
  begin
    o.instance_variable_set("@s#{k}", :new)
    puts "#{k}: added"
  rescue FrozenError
    puts "#{k}: frozen with #{o.instance_variables.size} ivars"
  end
end
growers = (0..4).map do |k|
  o = Object.new
  k.times { |i| o.instance_variable_set("@s#{i}", i) }
  o.instance_variable_set("@s#{k}", :new)
  o
end
p growers.map { |o| o.instance_variables.size }
p growers.map { |o| o.instance_variable_get("@s#{o.instance_variables.size - 1}") }

# many frozen and unfrozen objects of one class with many layouts
class Mixed
  def touch
    @touched = true
  end
end
objs = (0...30).map do |i|
  o = Mixed.new
  (0...(i % 10)).each { |k| o.instance_variable_set("@m#{(k * 7 + i) % 10}", k) }
  o.freeze if i.odd?
  o
end
outcome = objs.map do |o|
  o.touch
  :ok
rescue FrozenError
  :frozen
end
p outcome.tally.sort
p objs.count { |o| o.instance_variable_defined?(:@touched) }
p objs.select(&:frozen?).map { |o| o.instance_variables.size }
p objs.reject(&:frozen?).map { |o| o.instance_variables.size }
p objs.reject(&:frozen?).all? { |o| o.instance_variables.last == :@touched }
GC.start
p objs.select(&:frozen?).sum { |o| o.instance_variables.sum { |n| o.instance_variable_get(n) } }

# freezing a String / Array with ivars, and a copy of it
s = +"str"
s.instance_variable_set(:@x, 1)
s.freeze
begin
  s.instance_variable_set(:@x, 2)
rescue FrozenError => e
  p e.message
end
begin
  s.instance_variable_set(:@y, 2)
rescue FrozenError => e
  p e.message
end
s2 = +"str"
s2.instance_variable_set(:@x, 1)
s2.instance_variable_set(:@y, 2)
p s2.instance_variables
sd = s.dup
sd.instance_variable_set(:@y, 3)
p sd.instance_variables
arr = [1].freeze
begin
  arr.instance_variable_set(:@x, 1)
rescue FrozenError => e
  p e.message
end
