# StringIO's allocator: `allocate` is not a singleton method (the class has an allocator, as
# in CRuby); allocate, subclasses and copies still work.
require "stringio"
p StringIO.singleton_methods.sort
a = StringIO.allocate
p a.class
sub = Class.new(StringIO)
p sub.allocate.class == sub
s = StringIO.new(+"hello")
t = s.dup
t.read(2)
p s.pos, t.pos
