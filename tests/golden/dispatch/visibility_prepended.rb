# private / public / protected on a class that has prepended modules: the
# visibility change applies to the class's own method (kept in its origin),
# and the prepended module's super still reaches that method's body.
# 4.0: "private method 'm' called for an instance of K" (3.1: `m' and #<K:0x...>).

module Wrap
  def m = "Wrap>" + super
end
class K
  def m = "K#m"
  def n = "K#n"
end
class KSub < K; end

def call_m(o)
  o.m
rescue NoMethodError => e
  e.message
end
def call_n(o)
  o.n
rescue NoMethodError => e
  e.message
end

objs = [K.new, KSub.new]
2.times { p objs.map { |o| call_m(o) } }
K.prepend(Wrap)
2.times { p objs.map { |o| call_m(o) } }

puts "-- private :m on K (Wrap#m stays public and its super reaches K#m)"
K.send(:private, :m)
2.times { p objs.map { |o| call_m(o) } }
p K.private_method_defined?(:m), K.public_method_defined?(:m)
p K.instance_method(:m).owner
p K.new.send(:m)

puts "-- public again"
K.send(:public, :m)
2.times { p objs.map { |o| call_m(o) } }

puts "-- private :n on K, where no prepended module defines n"
K.send(:private, :n)
2.times { p objs.map { |o| call_n(o) } }
K.send(:public, :n)
p objs.map { |o| call_n(o) }

puts "-- private :m on KSub (inherited through K's prepended chain)"
KSub.send(:private, :m)
2.times { p objs.map { |o| call_m(o) } }
p KSub.new.send(:m)
KSub.send(:public, :m)
2.times { p objs.map { |o| call_m(o) } }

puts "-- the class's own method redefined after the visibility change"
K.send(:private, :m)
class K
  def m = "K#m v2"
end
2.times { p objs.map { |o| call_m(o) } }
