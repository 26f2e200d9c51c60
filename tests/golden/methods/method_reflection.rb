# Method and UnboundMethod reflection: original_name, owner, receiver, super_method, ==/hash,
# unbind/bind/bind_call, curry, composition.
class A
  def greet(x) = "A#{x}"
  def only_a; end
end
module M
  def greet(x) = "M" + super
end
class B < A
  include M
  def greet(x) = "B" + super
  alias hello greet
end
b = B.new
m = b.method(:greet)
p m.owner, m.receiver.equal?(b), m.name, m.original_name
p b.method(:hello).name, b.method(:hello).original_name, B.instance_method(:hello).original_name
s1 = m.super_method
p s1.owner, s1.name, s1.receiver.equal?(b), s1.call(1)
s2 = s1.super_method
p s2.owner, s2.call(2), s2.super_method
p b.method(:hello).super_method.owner
p B.instance_method(:greet).super_method.owner, B.instance_method(:greet).super_method.class
p b.method(:only_a).super_method, Object.new.method(:method).super_method
p b.method(:hello) == b.method(:greet), b.method(:greet) == B.new.method(:greet), b.method(:greet).eql?(b.method(:greet))
p b.method(:greet).hash == b.method(:greet).hash, B.instance_method(:hello) == B.instance_method(:greet)
p m.dup == m, m.clone.call(3), m.dup.equal?(m)
u = m.unbind
p u.class, u.bind(B.new).call(4), u.bind_call(B.new, 5)
begin
  u.bind(A.new)
rescue TypeError => e
  p e.message
end
def add3(a, b, c) = a + b + c
c = method(:add3).curry
p c[1][2][3], c.(1, 2).(3), c.lambda?
begin
  method(:add3).curry(2)
rescue ArgumentError => e
  p e.message
end
p method(:add3).curry(3)[1][1][1]
double = 2.method(:*)
inc = proc { |x| x + 1 }
p (double >> inc).call(5), (double << inc).call(5), (double >> inc).lambda?, (inc >> double).lambda?
begin
  inc >> 5
rescue TypeError => e
  p e.message
end
callable = Object.new
def callable.call(x) = "called #{x}"
p (inc >> callable).call(1), (inc << callable).class
