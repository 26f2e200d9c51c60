# Comparable and Enumerable methods shadowed later by the class (or by a
# module included later), <=> and each redefined under them, and
# Object#inspect / to_s versus an inspect defined later and used by p,
# puts, Array#inspect and string interpolation.

class Version
  include Comparable
  attr_reader :n
  def initialize(n) = @n = n
  def <=>(o) = n <=> o.n
end

def cmp(a, b) = [a < b, a == b, a.between?(b, b), [a, b].max.n, a.clamp(b, b).n]
v1 = Version.new(1)
v2 = Version.new(2)
3.times { p cmp(v1, v2) }

puts "-- <=> redefined: Comparable's methods see it"
class Version
  def <=>(o) = o.n <=> n    # reversed
end
2.times { p cmp(v1, v2) }

puts "-- the class shadows Comparable#<"
class Version
  def <(o) = :own_lt
end
2.times { p cmp(v1, v2) }

puts "-- a module included later does not shadow the class's own method"
module FixedEq
  def ==(o) = :fixed_eq
  def <(o) = :module_lt
end
Version.include(FixedEq)
2.times { p cmp(v1, v2) }
p Version.ancestors.take(3)
Version.send(:remove_method, :<)
2.times { p cmp(v1, v2) }

puts "-- Enumerable methods on a class with each"
class Bag
  include Enumerable
  def initialize(*items) = @items = items
  def each(&blk)
    @items.each(&blk)
    self
  end
end
def enum_ops(e) = [e.map { |x| x * 2 }, e.select(&:even?), e.include?(3), e.first, e.min, e.sort.reverse, e.to_a.size, e.sum]
b = Bag.new(3, 1, 2)
3.times { p enum_ops(b) }

puts "-- each redefined: every Enumerable method follows"
class Bag
  def each
    @items.each { |i| yield i * 10 }
    self
  end
end
2.times { p enum_ops(b) }

puts "-- the class shadows map and include?; then a module prepended shadows first"
class Bag
  def map = [:own_map]
  def include?(x) = :own_include
end
2.times { p enum_ops(b) }
module FirstTwice
  def first(*a) = [:prepended_first, super]
end
Bag.prepend(FirstTwice)
2.times { p enum_ops(b) }

puts "-- a method added to Enumerable itself after use"
module Enumerable
  def sum_twice = sum * 2
end
def st(e) = e.sum_twice
p st(b)
p st([1, 2])
p st(1..3)
module Enumerable
  def sum_twice = sum * 3
end
p [st(b), st([1, 2]), st(1..3)]
class Array
  def sum_twice = :array_own
end
p [st(b), st([1, 2]), st(1..3)]

puts "-- inspect defined later, used by p / Array#inspect / puts / interpolation"
class Pt
  def initialize(x) = @x = x
end
# Object#inspect and Object#to_s print an address: noaddr replaces it by XX.
def noaddr(s)
  i = s.index("0x") or return s
  j = i
  j += 1 while j < s.size && s[j] != " " && s[j] != ">"
  s[0...i] + "XX" + s[j..]
end
def show(o)
  p o
  p [o]
  puts noaddr("#{o}")
  puts noaddr(o.inspect)
end
module Kernel
  alias_method :real_p, :p
end
pt = Pt.new(1)
2.times { puts noaddr(pt.inspect) }
class Pt
  def inspect = "#<Pt x=#{@x}>"
end
2.times { show(pt) }
class Pt
  def to_s = "Pt(#{@x})"
end
2.times { show(pt) }
class Pt
  remove_method :inspect
end
2.times { puts noaddr(pt.inspect); puts noaddr([pt].inspect); puts "#{pt}" }

puts "-- inspect on a singleton and on a subclass, at the p site"
class Pt
  def inspect = "Pt-#{@x}"
end
class SubPt < Pt
  def inspect = "SubPt!"
end
pts = [Pt.new(2), SubPt.new(3), Pt.new(4)]
2.times { p pts }
def (pts[2]).inspect = "just this one"
2.times { p pts }
pts.each { |x| p x }
class SubPt
  remove_method :inspect
end
p pts

puts "-- Kernel#p itself redefined for a moment"
module Kernel
  def p(*a) = real_p(:wrapped, *a)
end
p 1
p [2]
module Kernel
  alias_method :p, :real_p
end
p 3
