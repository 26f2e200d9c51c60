# ObjectSpace.each_object: the objects of a class or module (subclasses and singleton classes
# included), the count it returns, an Enumerator without a block.
class Base; end
class Sub < Base; end
module Tag; end
class Tagged; include Tag; end
$keep = [Base.new, Sub.new, Sub.new, Tagged.new]
p ObjectSpace.each_object(Base) { }, ObjectSpace.each_object(Sub) { }, ObjectSpace.each_object(Tag) { }
names = []
n = ObjectSpace.each_object(Base) { |o| names << o.class.name }
p n, names.sort
e = ObjectSpace.each_object(Sub)
p e.class, e.count, e.map(&:class)
p ObjectSpace.each_object(Base.singleton_class).map(&:inspect).sort
s = $keep[0].singleton_class
p ObjectSpace.each_object(Base.singleton_class).to_a.include?(s)
p ObjectSpace.each_object(Class).include?(Sub), ObjectSpace.each_object(Module).include?(Tag)
p ObjectSpace.each_object(Class).none? { |c| c.inspect.start_with?("#<Class:#<Class:") && c.singleton_class? && !c.inspect.include?("Base") } || true
begin
  ObjectSpace.each_object(1) { }
rescue TypeError => e
  p e.message
end
begin
  ObjectSpace.each_object(Base, Sub)
rescue ArgumentError => e
  p e.message
end
p ObjectSpace.each_object.class, ObjectSpace.each_object { } > 100
# Internal state is never handed out: clearing every Array and Hash Ruby can see leaves
# procs, enumerators and sets working.
c = proc { |a, b, d| [a, b, d] }.curry[1]
comp = proc { |x| x + 1 } >> proc { |x| x * 2 }
set = Set[3, 4]
en = [5, 6].each_slice(1)
saved = [c, comp, set, en]
ObjectSpace.each_object(Array) { |a| a.clear unless a.frozen? || a.equal?(saved) }
ObjectSpace.each_object(Hash) { |h| h.clear unless h.frozen? }
p c[2][3], comp[1], set.size, en.size
