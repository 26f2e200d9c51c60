class Box
  attr_accessor :items
  def initialize(items)
    @items = items
  end
end

a = Box.new([1, 2])
a.freeze
p a.frozen?
d = a.dup
c = a.clone
p d.frozen?
p c.frozen?
p a.clone(freeze: false).frozen?
d.items = [9]
p d.items
p a.items
c.items << 3
p a.items
begin
  c.items = []
rescue FrozenError => e
  puts e.class
end

s = "abc".freeze
p s.frozen?
p s.dup.frozen?
p s.clone.frozen?
t = s.dup
t << "d"
p t
p s

f = Box.new([])
def f.single = "singleton"
p f.clone.single
begin
  f.dup.single
rescue NoMethodError => err
  puts err.class
end
