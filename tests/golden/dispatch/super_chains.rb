# super chains through included and prepended modules: zsuper (implicit
# arguments), explicit arguments, super from define_method, super inside
# blocks, and modules added in the middle of a chain that sites already used.
# 4.0: "super: no superclass method 'only' for an instance of Lone"
# (3.1: "super: no superclass method `only' for #<Lone:0x...>").

class Base
  def handle(x, y = 1, *rest, k: 0, &blk)
    r = "Base(#{x},#{y},#{rest.inspect},k=#{k}"
    r += ",blk=#{blk.call}" if blk
    r + ")"
  end
end
module M1
  def handle(x, y = 1, *rest, k: 0, &blk) = "M1>" + super          # zsuper: passes everything
end
module M2
  def handle(x, y = 1, *rest, k: 0, &blk)
    x = x * 10                                                    # zsuper sees the reassigned x
    "M2>" + super
  end
end
class Mid < Base
  include M1
  include M2
  def handle(x, y = 1, *rest, k: 0, &blk) = "Mid>" + super(x + 1, y, k: k + 1)  # explicit args, block passed implicitly
end
class Leaf < Mid
  def handle(x, *) = "Leaf>" + super
end

def go(o, *args, **kw, &blk) = o.handle(*args, **kw, &blk)
objs = [Base.new, Mid.new, Leaf.new]
3.times { objs.each { |o| puts go(o, 1, 2, 3, k: 5) { "b" } } }
puts go(Leaf.new, 7)

puts "-- a module inserted in the middle of the chain later"
module Audit
  def handle(x, y = 1, *rest, k: 0, &blk) = "Audit>" + super
end
module Middle
  def handle(x, y = 1, *rest, k: 0, &blk) = "Middle>" + super
end
Base.include(Audit)     # goes between Base and Object: nobody reaches it (Base does not call super)
M1.include(Middle)      # Mid's ancestors pick it up below M1 (seen by earlier includers since 3.0)
M2.include(Audit)       # already an ancestor of Mid (through Base): not inserted again
2.times { objs.each { |o| puts go(o, 1, 2) } }
p Mid.ancestors.take(7)

puts "-- a prepended module calling super, added after the sites were warm"
module Trace
  def handle(*args, **kw, &blk) = "Trace>" + super
end
Mid.prepend(Trace)
2.times { objs.each { |o| puts go(o, 4) } }

puts "-- super from a define_method body (explicit args required)"
class Leaf
  define_method(:handle) { |x, *rest| "DLeaf>" + super(x, *rest) }
end
2.times { objs.each { |o| puts go(o, 5, 6) } }

puts "-- super inside a block inside a method"
class Base
  def each_item(list) = list.map { |i| "item#{i}" }
end
class Mid
  def each_item(list)
    [1, 2].flat_map { |n| super(list.map { |i| i * n }) }     # explicit super in a block
  end
end
class Leaf
  def each_item(list)
    list.each_slice(1).map { super }.flatten                  # zsuper in a block: passes the method's list
  end
end
def items(o, l) = o.each_item(l)
2.times { objs.each { |o| p items(o, [1, 2]) } }

puts "-- super to a method that is redefined / removed later"
class Mid
  def handle(x, *rest, **kw) = "Mid2>" + super(x)
end
2.times { objs.each { |o| puts go(o, 8) } }
M2.send(:remove_method, :handle)
2.times { objs.each { |o| puts go(o, 8) } }
Mid.send(:remove_method, :handle)
2.times { objs.each { |o| puts go(o, 8) } }

puts "-- super with no superclass method"
class Lone
  def only = super
end
def call_only(o)
  o.only
rescue NoMethodError => e
  "#{e.class}: #{e.message}"
end
2.times { puts call_only(Lone.new) }
class Object
  def only = "Object#only"
end
2.times { puts call_only(Lone.new) }

puts "-- method_missing reached through super"
class Shadowy
  def method_missing(name, *args) = "mm(#{name}, #{args.inspect})"
  def vanish(a) = super
end
def call_vanish(o) = o.vanish(9)
2.times { puts call_vanish(Shadowy.new) }

puts "-- super in a singleton method of a class, through a module prepended to the metaclass"
module ClassHelper
  def create(n) = "ClassHelper(#{n})>" + super
end
class Record
  def self.create(n) = "Record.create(#{n})"
end
class Item < Record
  def self.create(n) = "Item>" + super
end
def create_in(k) = k.create(1)
2.times { p [create_in(Record), create_in(Item)] }
Record.singleton_class.prepend(ClassHelper)
2.times { p [create_in(Record), create_in(Item)] }
p Record.singleton_class.ancestors.take(2)
Record.extend(Module.new { def create(n) = "never" })   # below #<Class:Record>: shadowed
p [create_in(Record), create_in(Item)]
