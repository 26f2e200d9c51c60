# Instances of one class that each set a different random-order subset of 20 ivars: far more
# than the handful of shape variations a class gets before its objects fall back to a table.
# Every read, write, order and copy must still be right.
# 4.0: instance_variables order is per object (order of first assignment); 3.1 used the
# class-wide order, so the order lines and the "same order" checks print differently there.

$seed = 12345
def rnd(n)
  $seed = ($seed * 1103515245 + 12345) % 2147483648
  ($seed >> 8) % n
end

def shuffled(list)
  a = list.dup
  (a.size - 1).downto(1) do |i|
    j = rnd(i + 1)
    a[i], a[j] = a[j], a[i]
  end
  a
end

NAMES = (0...20).map { |i| :"@iv#{i}" }

class Blob
  def initialize(names, base)
    names.each_with_index { |n, i| instance_variable_set(n, base + i) }
  end

  def inspect
    "#<Blob " + instance_variables.map { |n| "#{n}=#{instance_variable_get(n)}" }.join(",") + ">"
  end
end

orders = []
objs = []
60.times do |k|
  order = shuffled(NAMES).first(1 + rnd(20))
  orders << order
  objs << Blob.new(order, k * 100)
end

# first ten in full, the rest as checks
objs.first(10).each { |o| p o }
ok_order = objs.each_with_index.all? { |o, k| o.instance_variables == orders[k] }
p ok_order
ok_values = objs.each_with_index.all? do |o, k|
  orders[k].each_with_index.all? { |n, i| o.instance_variable_get(n) == k * 100 + i }
end
p ok_values
p objs.map { |o| o.instance_variables.size }.sum
p objs.each_with_index.count { |o, k| orders[k].include?(:@iv7) }
p objs.count { |o| o.instance_variable_defined?(:@iv7) }
p objs.map { |o| o.instance_variable_get(:@iv3) }.compact.sum

# unset names read as nil and are not defined
o = objs[0]
missing = NAMES - orders[0]
p missing.map { |n| o.instance_variable_get(n) }.uniq
p missing.map { |n| o.instance_variable_defined?(n) }.uniq

# write every name on every object: existing ones keep their place, new ones go to the end
objs.each_with_index do |obj, k|
  NAMES.each { |n| obj.instance_variable_set(n, -k) }
end
p objs.all? { |obj| obj.instance_variables.size == 20 }
p objs.each_with_index.all? { |obj, k| obj.instance_variables == orders[k] + (NAMES - orders[k]) }
p objs.each_with_index.all? { |obj, k| obj.instance_variables.all? { |n| obj.instance_variable_get(n) == -k } }
p objs[3].instance_variables

# remove some, re-add one: the re-added one is now last
objs.each_with_index do |obj, k|
  obj.remove_instance_variable(NAMES[k % 20])
  obj.remove_instance_variable(NAMES[(k + 7) % 20])
end
p objs.map { |obj| obj.instance_variables.size }.uniq
p objs[5].instance_variables
objs[5].instance_variable_set(NAMES[5], :back)
p objs[5].instance_variables.last
p objs[5].instance_variables.size
p objs[5].instance_variable_get(NAMES[5])
p objs[5].instance_variable_get(NAMES[12])

# dup and clone copy the ivars in order and are independent
d = objs[5].dup
c = objs[5].clone
p d.instance_variables == objs[5].instance_variables
p c.instance_variables == objs[5].instance_variables
d.instance_variable_set(:@iv0, :dup_only)
c.remove_instance_variable(:@iv1)
c.instance_variable_set(:@extra, 1)
p objs[5].instance_variable_get(:@iv0)
p objs[5].instance_variable_defined?(:@iv1)
p objs[5].instance_variable_defined?(:@extra)
p d.instance_variable_get(:@iv0)
p c.instance_variables.last(2)

# frozen: reads work, writes raise
f = objs[9]
f.freeze
p f.frozen?
p f.instance_variables.size
p f.instance_variable_get(f.instance_variables.first)
begin
  f.instance_variable_set(:@iv0, 1)
rescue FrozenError => e
  p e.class
  p e.receiver.equal?(f)
end
begin
  f.instance_variable_set(:@brand_new, 1)
rescue FrozenError => e
  p e.class
end
begin
  f.remove_instance_variable(f.instance_variables.first)
rescue FrozenError => e
  p e.class
end
p f.instance_variables.size
p f.dup.frozen?
p f.clone.frozen?
p f.clone.instance_variables == f.instance_variables
g = f.dup
g.instance_variable_set(:@brand_new, 2)
p g.instance_variables.last
p g.instance_variables.size

# a fresh object of the class after all that still works the plain way
fresh = Blob.new([:@iv0, :@iv1], 7)
p fresh
fresh.instance_variable_set(:@iv2, 9)
p fresh
