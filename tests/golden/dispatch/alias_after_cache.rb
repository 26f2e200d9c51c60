# alias / alias_method taken after call sites cached the original; then the
# original is redefined: the alias keeps the old body, the original name gets
# the new one. Aliases of inherited methods, aliases that get redefined
# themselves, and the classic alias-chain wrapper.

class Greeter
  def hello(n) = "hello #{n}"
end
class LoudGreeter < Greeter; end

def say(o, n) = o.hello(n)
def say_old(o, n) = o.old_hello(n)

gs = [Greeter.new, LoudGreeter.new]
3.times { p gs.map { |g| say(g, 1) } }

class Greeter
  alias old_hello hello
end
2.times { p gs.map { |g| [say(g, 2), say_old(g, 2)] } }

puts "-- redefine the original: the alias keeps the old body"
class Greeter
  def hello(n) = "HELLO #{n}"
end
2.times { p gs.map { |g| [say(g, 3), say_old(g, 3)] } }

puts "-- alias chain wrapper"
class Greeter
  alias_method :hello_without_stars, :hello
  def hello(n) = "*" + hello_without_stars(n) + "*"
end
2.times { p gs.map { |g| [say(g, 4), say_old(g, 4)] } }

puts "-- alias in the subclass of an inherited method, then the superclass changes"
class LoudGreeter
  alias_method :inherited_hello, :hello
end
def say_inh(o, n) = o.inherited_hello(n)
2.times { p say_inh(gs[1], 5) }
class Greeter
  def hello(n) = "changed #{n}"
end
2.times { p [say(gs[1], 6), say_inh(gs[1], 6), say_old(gs[1], 6)] }

puts "-- redefining the alias name leaves the original alone"
class Greeter
  def old_hello(n) = "new old_hello #{n}"
end
2.times { p gs.map { |g| [say(g, 7), say_old(g, 7)] } }

puts "-- removing the original leaves the alias callable"
class Greeter
  alias_method :keep, :hello
  remove_method :hello
end
def say_keep(o, n) = o.keep(n)
def try_say(o, n)
  say(o, n)
rescue NoMethodError => e
  "NoMethodError #{e.name}"
end
2.times { p gs.map { |g| [try_say(g, 8), say_keep(g, 8)] } }

puts "-- alias of a method with super inside: super looks up the original name"
class Parent
  def work = "Parent#work"
end
class Kid < Parent
  def work = "Kid#work>" + super
  alias_method :labour, :work
end
def labour(o) = o.labour
3.times { p labour(Kid.new) }
class Parent
  def work = "Parent#work v2"
end
p labour(Kid.new)
p Kid.instance_method(:labour).name

puts "-- alias of a built-in, then the built-in is redefined"
class Array
  alias_method :orig_first, :first
end
def firsts(a) = [a.first, a.orig_first]
3.times { p firsts([1, 2]) }
class Array
  def first(*) = :redefined
end
2.times { p firsts([1, 2]) }
class Array
  alias_method :first, :orig_first
  remove_method :orig_first
end
begin
  firsts([1, 2])
rescue NoMethodError => e
  puts "NoMethodError for #{e.name}"
end
p [3, 4].first

puts "-- alias_method for an attr and a singleton alias"
class Holder
  attr_accessor :val
  alias_method :value, :val
  alias_method :value=, :val=
end
h = Holder.new
def set_val(o, v) = o.value = v
def get_val(o) = o.value
3.times { |i| set_val(h, i); p get_val(h) }
class << h
  alias_method :value, :object_id
  def value = "singleton value"
end
p get_val(h)
p get_val(Holder.new)
