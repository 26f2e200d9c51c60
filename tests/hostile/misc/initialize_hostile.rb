# initialize that raises, returns, recurses, or is called twice.
class A; def initialize = raise("init"); end
class B; def initialize = return 5; end
class C; def initialize(n = 0) = C.new(n + 1); end
p((A.new rescue $!.message))
p B.new.class
begin
  C.new
rescue SystemStackError => e
  p e.class
end
o = Object.new
o.send(:initialize)
a = [1, 2]
a.send(:initialize, 3) { 9 }
p a
s = +"abc"
s.send(:initialize, "x")
p s
h = {a: 1}
h.send(:initialize) rescue p $!.class
p h
