# Date's allocator and copies: `allocate` is the class's allocator (not a singleton method),
# `dup`/`clone` make new objects filled by the private `initialize_copy`, subclasses keep
# their class, and `initialize_copy` checks its argument.
require "date"
p Date.singleton_methods.include?(:allocate)
p Date.allocate
d = Date.new(2020, 5, 6)
e = d.dup
p e, e.equal?(d), e == d, e.class, e.frozen?
f = d.freeze.clone
p f, f.frozen?, f.equal?(d)
p d.dup.frozen?
sub = Class.new(Date)
x = sub.new(2001, 2, 3)
p x.dup.class == sub, x.clone.jd == x.jd
p sub.allocate.class == sub
p Date.private_instance_methods(false).include?(:initialize_copy)
begin
  Date.allocate.send(:initialize_copy, 1)
rescue TypeError => ex
  p ex.message
end
begin
  Date.today.freeze.send(:initialize_copy, d)
rescue FrozenError => ex
  p ex.class
end
y = Date.allocate
y.send(:initialize_copy, Date.new(1999, 12, 31))
p y
