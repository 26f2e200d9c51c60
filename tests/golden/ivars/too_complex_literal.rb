# Objects of one class reach 9, 12 and then 24 different ivar orders; methods that use
# literal @-names (inline caches) then read and write them all, on every object.
# 4.0: instance_variables order is per object; 3.1 used the class-wide order
# (the order lines print differently there).

class Shape
  ORDERS = [
    [:@a, :@b, :@c, :@d],
    [:@b, :@a, :@c, :@d],
    [:@c, :@a],
    [:@d],
    [:@d, :@c, :@b, :@a],
    [:@a, :@c],
    [:@b, :@d, :@a],
    [:@c, :@d, :@a, :@b],
    [:@a, :@d],
  ]

  def initialize(k)
    ORDERS[k % ORDERS.size].each_with_index { |n, i| instance_variable_set(n, k * 10 + i) }
  end

  def read_all
    [@a, @b, @c, @d]
  end

  def write_all(v)
    @a = v
    @b = v + 1
    @c = v + 2
    @d = v + 3
  end

  def sum
    (@a || 0) + (@b || 0) + (@c || 0) + (@d || 0)
  end

  def set_e
    @e = :e
  end
end

nine = (0...9).map { |k| Shape.new(k) }
nine.each { |o| p [o.instance_variables, o.read_all] }
p nine.map(&:sum)

# 3 more orders with a fifth ivar: 12 shapes
twelve = nine + (9...12).map do |k|
  o = Shape.new(k)
  o.set_e
  o
end
p twelve.map { |o| o.instance_variables.size }
p twelve.last(3).map(&:read_all)
p twelve.last.instance_variables

# the same methods on all twelve, many times (each call site sees every layout)
3.times do |round|
  p twelve.map(&:sum).sum
  twelve.each_with_index { |o, i| o.write_all(round * 100 + i) }
end
p twelve.map(&:read_all).first(4)
p twelve.map(&:sum)
p twelve.map { |o| o.instance_variables.size }
p twelve[3].instance_variables
p twelve[6].instance_variables
p twelve[10].instance_variables

# 24 orders: every permutation of 4 names
perm_objs = [:@a, :@b, :@c, :@d].permutation.map do |perm|
  o = Shape.allocate
  perm.each_with_index { |n, i| o.instance_variable_set(n, i + 1) }
  o
end
p perm_objs.size
p perm_objs.map(&:sum).uniq
p perm_objs.map { |o| o.instance_variables.map { |n| n.to_s[1] }.join }
p perm_objs.map { |o| o.read_all.join }.first(8)
perm_objs.each { |o| o.set_e }
p perm_objs.map { |o| o.instance_variables.last }.uniq
perm_objs.each_with_index { |o, i| o.write_all(i) }
p perm_objs.map(&:sum)
p perm_objs.map { |o| o.instance_variables.map { |n| n.to_s[1] }.join }.last(6)

# remove and re-add through the literal-name methods
o = perm_objs[23]
p o.instance_variables
p o.remove_instance_variable(:@c)
p o.read_all
p o.instance_variables
o.write_all(1000)
p o.instance_variables
p o.read_all
p o.remove_instance_variable(:@d)
p o.remove_instance_variable(:@a)
p o.sum
p o.instance_variables

# dup / clone / freeze of these objects
d = perm_objs[7].dup
c = perm_objs[7].clone
d.write_all(-1)
p perm_objs[7].read_all
p d.read_all
p c.read_all
p c.instance_variables == perm_objs[7].instance_variables
perm_objs[7].freeze
begin
  perm_objs[7].write_all(0)
rescue FrozenError => e
  p e.class
end
p perm_objs[7].read_all
p perm_objs[7].clone.frozen?
p perm_objs[7].dup.frozen?
x = perm_objs[7].dup
x.write_all(5)
p x.read_all

# a plain new object of the same class, after all the churn
n = Shape.allocate
p n.instance_variables
p n.read_all
n.write_all(1)
p n.instance_variables
p n.sum
