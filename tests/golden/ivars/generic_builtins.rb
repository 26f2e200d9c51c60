# Ivars on built-in objects (String, Array, Hash, Range, Proc, ...), which keep them outside
# the object's own slots: set, read back, order, removal, dup/clone, freezing, GC.
# 4.0: NameError#message carries no error_highlight snippet (3.1 appended the source line).
# 4.0: instance_variables order is per object; 3.1 used one order for all Strings (and one
# for all Arrays, ...), so the order lines print differently there.

def show(label, obj)
  puts "#{label}: #{obj.instance_variables.inspect} #{obj.instance_variables.map { |n| obj.instance_variable_get(n) }.inspect}"
end

s = +"text"
s.instance_variable_set(:@lang, "en")
s.instance_variable_set(:@len, s.size)
show("string", s)
p s
p s.instance_variable_get(:@lang)
p s.instance_variable_get(:@missing)
p s.instance_variable_defined?(:@len)

a = [1, 2, 3]
a.instance_variable_set(:@sorted, true)
show("array", a)
a << 4
a.concat([5] * 20)  # the array grows and moves its elements
p a.instance_variable_get(:@sorted)
p a.size

h = { "k" => 1 }
h.instance_variable_set(:@default_note, "none")
h.instance_variable_set(:@count, 1)
show("hash", h)
20.times { |i| h["k#{i}"] = i }  # the hash grows
p h.instance_variable_get(:@count)
p h.size

r = (1..10)
r.instance_variable_set(:@step_hint, 2) rescue p $!.class
# Range literals are frozen (since 3.0), so this line prints FrozenError
r2 = Range.new(1, 5)
p r2.frozen?
begin
  r2.instance_variable_set(:@note, :range)
  show("range", r2)
rescue FrozenError => e
  p e.class
end

pr = proc { |x| x * 2 }
pr.instance_variable_set(:@label, "doubler")
show("proc", pr)
p pr.call(21)
lam = lambda { 1 }
lam.instance_variable_set(:@a, 1)
lam.instance_variable_set(:@b, 2)
show("lambda", lam)

m = 1.method(:+)
m.instance_variable_set(:@owner_note, "int plus")
show("method", m)

big = 2**100
begin
  big.instance_variable_set(:@x, 1)
rescue FrozenError => e
  p e.class
end

f = 1.5
begin
  f.instance_variable_set(:@x, 1)
rescue FrozenError => e
  p e.message
end

# dup and clone of a String copy its ivars; the copies are independent
s2 = s.dup
s3 = s.clone
show("dup", s2)
show("clone", s3)
s2.instance_variable_set(:@lang, "fr")
s3.remove_instance_variable(:@len)
show("orig", s)
show("dup", s2)
show("clone", s3)
a2 = a.dup
show("array dup", a2)
h2 = h.clone
show("hash clone", h2)

# a new String made from another (+, *, slicing) has no ivars
p (s + "!").instance_variables
p (s * 2).instance_variables
p s[0, 2].instance_variables
p s.upcase.instance_variables

# frozen strings: reads work, writes raise
fs = "frozen".freeze
p fs.instance_variable_get(:@x)
begin
  fs.instance_variable_set(:@x, 1)
rescue FrozenError => e
  p [e.class, e.message]
  p e.receiver.equal?(fs)
end
t = +"thaw"
t.instance_variable_set(:@kept, 1)
t.freeze
p t.instance_variable_get(:@kept)
begin
  t.remove_instance_variable(:@kept)
rescue FrozenError => e
  p e.message
end
begin
  t.instance_variable_set(:@kept, 2)
rescue FrozenError => e
  p e.message
end
p t.dup.frozen?
p t.dup.instance_variable_get(:@kept)
p t.clone.frozen?

# remove_instance_variable on strings: first, middle, last, and re-adding
u = +"u"
%w[@a @b @c @d].each_with_index { |n, i| u.instance_variable_set(n, i) }
p u.remove_instance_variable(:@b)
show("u", u)
p u.remove_instance_variable(:@a)
p u.remove_instance_variable(:@d)
show("u", u)
u.instance_variable_set(:@a, 10)
show("u", u)
begin
  u.remove_instance_variable(:@zz)
rescue NameError => e
  p [e.message, e.name]
end

# many strings with different ivar sets and orders
strs = (0...50).map do |i|
  str = "s#{i}"
  names = (0...(i % 7)).map { |k| :"@g#{(k * 3 + i) % 7}" }
  names.each { |n| str.instance_variable_set(n, i) }
  str
end
p strs.map { |x| x.instance_variables.size }
p strs[12].instance_variables
p strs[20].instance_variables
p strs.sum { |x| x.instance_variables.sum { |n| x.instance_variable_get(n) } }

# ivars survive garbage collection, including for objects that only the ivar holds
holder = +"holder"
holder.instance_variable_set(:@payload, Array.new(100) { |i| "item#{i}" })
holder.instance_variable_set(:@other, { "deep" => +"value" })
junk = nil
5.times { junk = Array.new(1000) { |i| "junk#{i}" } }
junk = nil
GC.start
p holder.instance_variable_get(:@payload).size
p holder.instance_variable_get(:@payload).last
p holder.instance_variable_get(:@other)["deep"]
GC.start
p strs.sum { |x| x.instance_variables.sum { |n| x.instance_variable_get(n) } }
p strs[48].instance_variables

# a String subclass: its ivars from initialize and from instance_variable_set
class Label < String
  def initialize(text, color)
    super(text)
    @color = color
  end

  attr_reader :color
end
l = Label.new("hi", :red)
l.instance_variable_set(:@size, 12)
p [l, l.color, l.instance_variables]
l2 = l.dup
p [l2.class, l2.color, l2.instance_variables]
