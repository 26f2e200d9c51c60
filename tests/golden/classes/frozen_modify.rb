# Changing a frozen object's singleton class, or a frozen class or module, raises FrozenError
# naming the frozen object (CRuby's rb_class_modify_check); the singleton class of a frozen object
# is frozen too.
def show(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class} #{strip_addr(e.message)}"
end

# Object addresses differ between implementations: cut out each ":0x..." up to its ">".
def strip_addr(m)
  out = +""
  while (i = m.index(":0x"))
    j = m.index(">", i) || m.size
    out << m[0, i]
    m = m[j..]
  end
  out << m
end

module Mixin; def mm = :mm; end

o = Object.new.freeze
show("def o.foo") { def o.foo = 1 }
show("extend") { o.extend(Mixin) }
show("define_singleton_method") { o.define_singleton_method(:x) { 1 } }
show("class << o") { class << o; def m = 1; end }
show("singleton_class.frozen?") { o.singleton_class.frozen? }
show("singleton define_method") { o.singleton_class.send(:define_method, :m) { } }
show("array dsm") { [].freeze.define_singleton_method(:q) { } }
show("nil def") { def nil.frozen_modify_x = 1 }

p1 = Object.new
def p1.hi = :hi
p1.freeze
show("sclass frozen after freeze") { p1.singleton_class.frozen? }
show("old singleton method works") { p1.hi }
show("redefine") { def p1.hi = :again }

class Frosty; def a = 1; end
Frosty.freeze
show("reopen def") { class Frosty; def m = 1; end }
show("define_method") { Frosty.send(:define_method, :m) { } }
show("attr_accessor") { Frosty.send(:attr_accessor, :z) }
show("alias_method") { Frosty.send(:alias_method, :b, :a) }
show("alias keyword") { class Frosty; alias c a; end }
show("remove_method") { Frosty.send(:remove_method, :a) }
show("undef_method") { Frosty.send(:undef_method, :a) }
show("undef keyword") { class Frosty; undef a; end }
show("include") { Frosty.include(Mixin) }
show("prepend") { Frosty.prepend(Mixin) }
show("const_set") { Frosty.const_set(:X, 1) }
show("constant in body") { class Frosty; Q = 1; end }
show("class_variable_set") { Frosty.class_variable_set(:@@x, 1) }
show("cvar in body") { class Frosty; @@z = 1; end }
show("private") { Frosty.send(:private, :a) }
show("def self.x") { def Frosty.x = 1 }
show("class ivar") { Frosty.instance_variable_set(:@i, 1) }
show("still callable") { Frosty.new.a }
show("subclass") { Class.new(Frosty) { def b = 2 }.new.b }

anon = Class.new.freeze
show("anonymous class") { anon.class_eval { def m = 1 } }
m = Module.new.freeze
show("anonymous module") { m.module_eval { def y = 2 } }
module FrozMod; def f = 1; end
FrozMod.freeze
show("module_function") { FrozMod.send(:module_function, :f) }
show("module const_set") { FrozMod.const_set(:Y, 2) }
