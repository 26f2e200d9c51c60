# remove_instance_variable: first, middle, last; return value; re-adding goes to the end;
# the NameError for a missing ivar; readers after removal.
# 4.0: NameError#message carries no error_highlight snippet (3.1 appended the source line).
# 4.0: a removed-then-re-added ivar is listed last (3.1 put it back in its class-wide slot).

class Rec
  attr_reader :a, :b, :c, :d
  attr_accessor :e

  def initialize
    @a = 1
    @b = 2
    @c = 3
    @d = 4
  end

  def ivars
    instance_variables.map { |n| [n, instance_variable_get(n)] }
  end

  def drop(name)
    remove_instance_variable(name)
  end
end

r = Rec.new
p r.remove_instance_variable(:@a)
p r.ivars
p [r.a, r.b, r.c, r.d]
p r.instance_variable_defined?(:@a)

r = Rec.new
p r.remove_instance_variable(:@c)
p r.ivars
p [r.a, r.b, r.c, r.d]

r = Rec.new
p r.remove_instance_variable(:@d)
p r.ivars
p [r.a, r.b, r.c, r.d]

# remove from inside the object (private-ish use) and with a String name
r = Rec.new
p r.drop(:@b)
p r.remove_instance_variable("@c")
p r.ivars

# re-add: goes to the end
r = Rec.new
r.remove_instance_variable(:@a)
r.instance_variable_set(:@a, 10)
p r.ivars
r.remove_instance_variable(:@c)
r.e = 5
r.instance_variable_set(:@c, 30)
p r.ivars
p [r.a, r.b, r.c, r.d, r.e]

# remove everything, then add back in a new order
r = Rec.new
[:@d, :@b, :@a, :@c].each { |n| r.remove_instance_variable(n) }
p r.instance_variables
p [r.a, r.b, r.c, r.d]
[:@c, :@a, :@d, :@b].each_with_index { |n, i| r.instance_variable_set(n, i * 11) }
p r.ivars
p [r.a, r.b, r.c, r.d]

# a removed ivar that was nil still returns nil, and removing it again raises
r = Rec.new
r.e = nil
p r.instance_variable_defined?(:@e)
p r.remove_instance_variable(:@e)
p r.instance_variable_defined?(:@e)

# errors
def try
  yield
rescue NameError => e
  p [e.class, e.message, e.name]
end

try { r.remove_instance_variable(:@e) }
try { r.remove_instance_variable(:@nope) }
try { Object.new.remove_instance_variable(:@x) }
try { r.remove_instance_variable(:not_ivar) }  # 4.0: quotes are 'not_ivar'
try { r.remove_instance_variable("@") }  # 4.0: quotes are '@'
p r.ivars

# many objects with alternating removal patterns, then reads through readers
objs = (0...40).map { Rec.new }
objs.each_with_index do |o, i|
  case i % 5
  when 0 then o.remove_instance_variable(:@a)
  when 1 then o.remove_instance_variable(:@b)
  when 2 then o.remove_instance_variable(:@c); o.remove_instance_variable(:@d)
  when 3 then o.remove_instance_variable(:@d); o.instance_variable_set(:@d, 40)
  when 4 then nil
  end
end
objs.first(5).each { |o| p [o.a, o.b, o.c, o.d, o.instance_variables] }
p objs.map { |o| [o.a, o.b, o.c, o.d].compact.sum }.sum
p objs.map { |o| o.instance_variables.size }.tally.sort

# remove then re-add, repeatedly, on the same object
r = Rec.new
5.times do |i|
  name = [:@a, :@b, :@c, :@d][i % 4]
  v = r.remove_instance_variable(name)
  r.instance_variable_set(name, v * 2)
  p r.instance_variables
end
p [r.a, r.b, r.c, r.d]

# instance_variable_defined? with strings and symbols
p r.instance_variable_defined?("@a")
p r.instance_variable_defined?(:@zz)
begin
  r.instance_variable_defined?("zz")
rescue NameError => e
  p e.message  # 4.0: quotes are 'zz'
end

# remove_instance_variable on a plain Object with many ivars, removing every other one
o = Object.new
30.times { |i| o.instance_variable_set("@n#{i}", i) }
(0...30).step(2) { |i| o.remove_instance_variable("@n#{i}") }
p o.instance_variables.size
p o.instance_variables.first(5)
p o.instance_variables.map { |n| o.instance_variable_get(n) }.sum
o.instance_variable_set(:@n0, :zero)
p o.instance_variables.last
p o.instance_variable_get(:@n0)
