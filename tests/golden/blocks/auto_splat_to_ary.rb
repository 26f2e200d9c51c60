# Block auto-splat: to_ary through respond_to?, nil means no splat, other values are a TypeError;
# the value of an element assignment with a splat is the assigned value.
def m(x) = yield(x)
o = Object.new
def o.respond_to?(n, priv = false) = (puts "respond_to? #{n} #{priv}"; n == :to_ary)
def o.to_ary = [1, 2]
p m(o) { |a, b, c| [a, b, c] }
b = BasicObject.new
def b.respond_to?(n, *) = n == :to_ary
def b.to_ary = [3, 4]
p m(b) { |a, c| [a, c] }
d = Object.new
def d.respond_to_missing?(n, priv) = n == :to_ary
def d.method_missing(n, *a) = n == :to_ary ? [5, 6] : super
p m(d) { |a, c| [a, c] }
n = Object.new
def n.to_ary = nil
p m(n) { |a, c| [a.equal?(n), c] }
bad = Object.new
def bad.to_ary = 1
begin
  m(bad) { |a, c| }
rescue TypeError => e
  p e.message
end
h = {}
def h.[]=(*a)
  super(a[0], a[1..])
end
x = Object.new
def x.to_a = [:k]
p((h[*x] = 1))
p((h[*[:j], 2] = 3))
p h
