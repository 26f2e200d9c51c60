# A call site caches a method; then the world changes: a subclass defines a
# shadowing method, the same class redefines it, a reopened class redefines it,
# define_method redefines it. The same site must see every change.

class Base
  def greet = "Base#greet"
end
class Child < Base
end
class GrandChild < Child
end

def call_greet(obj) = obj.greet          # the one call site

objs = [Base.new, Child.new, GrandChild.new]
3.times { p objs.map { |o| call_greet(o) } }

# a subclass shadows the cached superclass method
class Child
  def greet = "Child#greet"
end
2.times { p objs.map { |o| call_greet(o) } }

# redefine in the same class (warning-free: remove first is not needed for def)
class Base
  def greet = "Base#greet v2"
end
2.times { p objs.map { |o| call_greet(o) } }

# the grandchild shadows the child
class GrandChild
  def greet = "GrandChild#greet + " + super
end
2.times { p objs.map { |o| call_greet(o) } }

# define_method redefinition, with a closure
counter = 0
Child.define_method(:greet) { counter += 1; "Child via define_method #{counter}" }
3.times { p objs.map { |o| call_greet(o) } }

# define_method with a method object's body
Base.define_method(:greet, Base.instance_method(:to_s).owner.instance_method(:class))
p call_greet(Base.new)
Base.class_eval { def greet = "Base#greet v3" }
p call_greet(Base.new)

# a loop site inside a method body that redefines mid-loop
class Counter
  def step = 1
end
def run_loop
  c = Counter.new
  total = 0
  10.times do |i|
    total += c.step
    if i == 4
      Counter.class_eval { def step = 100 }
    end
  end
  total
end
p run_loop
p run_loop

# redefining while the method is running: the running frame keeps its body
class Runner
  def go(n)
    if n == 0
      Runner.class_eval { def go(n) = "new go #{n}" }
      "old go finished, next: " + go(1)
    else
      "old go #{n}"
    end
  end
end
r = Runner.new
p r.go(2)
p r.go(0)
p r.go(3)

# method on Object used by every class, then shadowed by one class
class Object
  def kind_name = "object"
end
class Plain; end
class Special; end
def kn(o) = o.kind_name
list = [Plain.new, Special.new, 1, "s", :sym, nil, [1]]
2.times { p list.map { |o| kn(o) } }
class Special
  def kind_name = "special"
end
class Integer
  def kind_name = "integer"
end
2.times { p list.map { |o| kn(o) } }
