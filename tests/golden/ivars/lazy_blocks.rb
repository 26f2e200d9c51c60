# Lazily set ivars (@x ||= ..., defined?(@x)), ivars inside blocks and define_method bodies,
# and instance_eval / instance_exec reading and writing another object's ivars.

class Lazy
  def initialize
    @calls = 0
  end

  def value
    @value ||= compute
  end

  def compute
    @calls += 1
    "computed"
  end

  def calls
    @calls
  end

  def falsy
    @falsy ||= begin
      @calls += 1
      nil
    end
  end

  def memo_false
    return @mf if defined?(@mf)
    @calls += 1
    @mf = false
  end
end

l = Lazy.new
p defined?(@value)
p l.instance_variables
p l.value
p l.value
p l.calls
p l.instance_variables
3.times { l.falsy }
p l.calls
p l.instance_variables
p l.instance_variable_get(:@falsy)
3.times { l.memo_false }
p l.calls
p l.instance_variables

# defined?(@x) inside methods: before, after set, after remove
class Probe
  def probe
    defined?(@x)
  end

  def set
    @x = nil
  end
end
pr = Probe.new
p pr.probe
pr.set
p pr.probe
pr.remove_instance_variable(:@x)
p pr.probe

# &&=, +=, ||= on ivars
class Ops
  def run
    @a ||= 1
    @a += 10
    @b &&= 5
    @c ||= []
    @c << @a
    @d = @d.to_i + 1
    [@a, @b, @c, @d]
  end
end
ops = Ops.new
p ops.run
p ops.run
p ops.instance_variables

# ivars read and written inside blocks belong to self where the block was made
class Acc
  attr_reader :total, :seen

  def initialize
    @total = 0
  end

  def add_all(list)
    list.each { |v| @total += v }
    list.each_with_index { |v, i| (@seen ||= []) << i if v.odd? }
    self
  end

  def make_counter
    -> { @ticks = (@ticks || 0) + 1 }
  end
end
acc = Acc.new.add_all([1, 2, 3, 4, 5])
p [acc.total, acc.seen]
ctr = acc.make_counter
3.times { ctr.call }
p acc.instance_variable_get(:@ticks)
p acc.instance_variables

# define_method bodies see the receiver's ivars
class Dyn
  [:alpha, :beta, :gamma].each_with_index do |name, i|
    define_method("set_#{name}") { |v = i| instance_variable_set("@#{name}", v) }
    define_method(name) { instance_variable_get("@#{name}") }
  end
  define_method(:both) { [@alpha, @gamma] }
  define_method(:store) { |v| @stored = v }
end
dy = Dyn.new
dy.set_gamma
dy.set_alpha(:a)
p dy.both
p [dy.alpha, dy.beta, dy.gamma]
dy.store(:s)
p dy.instance_variables
dy2 = Dyn.new
dy2.store(1)
dy2.set_beta(2)
p dy2.instance_variables
p dy2.both

# instance_eval / instance_exec on another object
class Vault
  def initialize
    @gold = 100
    @gems = [:ruby]
  end
end
v = Vault.new
p v.instance_eval { @gold }
v.instance_eval { @gold -= 30; @silver = 5 }
p v.instance_variables
p v.instance_eval { [@gold, @gems, @silver] }
p v.instance_exec(2) { |k| @gold * k }
p v.instance_eval { @gems.first }
v.instance_exec(7) { |n| @copper = n }
p v.instance_variable_get(:@copper)
p v.instance_variables
# the outer self's ivars are not touched
@outer = :main_ivar
v.instance_eval { @outer = :inside }
p @outer
p v.instance_variable_get(:@outer)
p self.instance_variables

# instance_eval on a class sets class-level ivars
Vault.instance_eval { @vault_count = 1 }
p Vault.instance_variables
p Vault.instance_variable_get(:@vault_count)
Vault.class_eval { @ce = 2 }
p Vault.instance_variable_get(:@ce)

# top-level (main) ivars
@top = 1
@top2 ||= 2
p [@top, @top2, defined?(@top), defined?(@nope)]
p @nope

# a block that outlives its method, setting ivars after GC
def make_setter(obj)
  ->(v) { obj.instance_variable_set(:@late, v) }
end
o = Object.new
setter = make_setter(o)
GC.start
setter.call(:later)
p o.instance_variable_get(:@late)

# lazily created ivars on many objects through one ||= site
lazies = (0...50).map { Lazy.new }
lazies.each_with_index { |lz, i| lz.value if i % 3 == 0 }
p lazies.count { |lz| lz.instance_variable_defined?(:@value) }
p lazies.map(&:calls).sum
lazies.each(&:value)
p lazies.map(&:calls).sum
p lazies.map { |lz| lz.instance_variables.size }.uniq
