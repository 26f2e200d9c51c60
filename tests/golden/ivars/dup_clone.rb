# dup and clone copy ivars (in order), copies are independent, clone keeps frozen state and
# singleton methods, and initialize_copy / initialize_dup / initialize_clone see the ivars.
# 4.0: a removed-then-re-added ivar is listed last (3.1 put it back in its class-wide slot).

class Doc
  attr_accessor :title, :tags, :meta

  def initialize(title)
    @title = title
    @tags = []
  end

  def inspect
    "#<Doc " + instance_variables.map { |n| "#{n}=#{instance_variable_get(n).inspect}" }.join(" ") + ">"
  end
end

d = Doc.new("one")
d.tags << :a
d.meta = 1
c = d.dup
p c
p c.instance_variables == d.instance_variables
c.title = "two"
c.meta = 2
p d
p c
# shallow: the tags array is shared
c.tags << :b
p d.tags
p c.tags.equal?(d.tags)
c.tags = [:own]
p d.tags

# ivars added to the copy or original afterwards do not cross over
c.instance_variable_set(:@only_copy, true)
d.instance_variable_set(:@only_orig, true)
p d.instance_variables
p c.instance_variables
c.remove_instance_variable(:@title)
p d.title
p c.title

# clone keeps frozen state and singleton methods; dup keeps neither
def d.shout
  title.upcase
end
d.freeze
cl = d.clone
du = d.dup
p [cl.frozen?, du.frozen?]
p cl.shout
p du.respond_to?(:shout)
p cl.singleton_methods
du.title = "changed"
p [d.title, du.title]
cl2 = d.clone(freeze: false)
p cl2.frozen?
p cl2.shout
cl2.title = "thawed"
p cl2.shout

# initialize_copy sees the source's ivars and the copy already holds them
class Tracked
  attr_reader :id, :log, :copied_from

  def initialize(id)
    @id = id
    @log = [:created]
  end

  def initialize_copy(src)
    super
    @copied_from = src.id
    @log = src.log + [:copied]
    @seen_in_copy = instance_variables.dup
  end

  def seen
    @seen_in_copy
  end
end
t = Tracked.new(7)
t2 = t.dup
p [t2.id, t2.log, t2.copied_from, t.log]
p t2.seen
p t2.instance_variables
t3 = t2.clone
p [t3.log, t3.copied_from]
p t3.seen

# initialize_dup and initialize_clone, with and without freeze:
class Hooked
  def initialize
    @calls = []
    @v = 1
  end

  attr_reader :calls

  def initialize_dup(src)
    super
    @calls = src.calls + [:dup]
  end

  def initialize_clone(src, freeze: nil)
    super
    @calls = src.calls + [[:clone, freeze]]
  end
end
hk = Hooked.new
p hk.dup.calls
p hk.clone.calls
p hk.clone(freeze: false).calls
p hk.clone(freeze: true).calls
p hk.clone(freeze: true).frozen?

# a copy of an object with many ivars, then both change in different ways
big = Object.new
25.times { |i| big.instance_variable_set("@f#{i}", i) }
bd = big.dup
bc = big.clone
bd.remove_instance_variable(:@f0)
bd.instance_variable_set(:@f0, :x)
bc.instance_variable_set(:@f25, 25)
p big.instance_variables.size
p [bd.instance_variables.first, bd.instance_variables.last, bd.instance_variables.size]
p [bc.instance_variables.last, bc.instance_variables.size]
p big.instance_variables.map { |n| big.instance_variable_get(n) }.sum
p bd.instance_variables.map { |n| bd.instance_variable_get(n) }.select { |v| v.is_a?(Integer) }.sum

# copying an object with no ivars, then adding different ones to each
e = Object.new
e1 = e.dup
e2 = e.clone
e1.instance_variable_set(:@one, 1)
e2.instance_variable_set(:@two, 2)
p [e.instance_variables, e1.instance_variables, e2.instance_variables]

# copies of objects whose ivars were removed
r = Doc.new("r")
r.meta = :m
r.remove_instance_variable(:@tags)
rc = r.clone
p rc.instance_variables
p rc.tags
rc.tags = [1]
p rc.instance_variables
p r.instance_variables

# copies survive GC and keep their own values
copies = (1..200).map { |i| x = Doc.new("d#{i}"); x.meta = i; x.dup }
GC.start
p copies.sum(&:meta)
p copies.last.title
