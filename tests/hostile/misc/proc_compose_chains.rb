# Long Proc#>> and #<< chains, composition with non-callables and methods.
f = ->(x) { x + 1 }
g = f
2000.times { g = g >> f }
p g.call(0)
h = f
2000.times { h = h << f }
p h.(0)
begin
  (f >> 5).call(1)
rescue NoMethodError, TypeError => e
  p e.class
end
begin
  f << nil
rescue TypeError => e
  p e.message
end
m = 1.method(:+)
p (m >> f).call(2)
p (f << m).call(2)
c = Object.new
def c.call(x) = x * 3
p (f >> c).call(1)
