# step/% enumerators, cover? of ranges, string upto rules, custom succ ranges, lazy on endless ranges
p (1..10).step(3).to_a, (1.0..2.0).step(0.5).to_a, (1.0...2.0).step(0.5).to_a, (0.0...1.0).step(0.1).to_a.size
p (1..10) % 4 rescue p $!
p ((1..10) % 4).to_a
p (1...10).step(3).to_a, ('a'..'e').step(2).to_a, (10..1).step(-3).to_a rescue p $!
p (1..3).each_slice(2).to_a, (1..6).each_cons(5).to_a, (1..3).reverse_each.to_a, (1...1).reverse_each.to_a
p (1..10).last(3), (1...10).last(3), ('a'..'e').last(2), (1..3).minmax, ('a'..'c').minmax
p (1.5..4).include?(2), (1..).first(2), (..5).last rescue p $!
p (1..10).to_a.each_slice(3).map(&:sum), (1..4).sum { _1 }, (1...1).sum, (1..10).sum(0.5), (-5..5).sum
p (1..3).size, (1...3.5).size, (1..3.5).to_a, (1..nil).size, ('a'..'z').size rescue p $!
p ('az'..'bc').to_a, ('a'..'a').to_a, ('A'..'z').count rescue p $!
p ('08'..'11').to_a, ('9'..'10').to_a
p (1..3).hash == (1..3).hash, (1..3).eql?(1..3), (1..3) == (1..3.0)
p (1..5).each_with_object([]) { |i, a| a << i }, (1..3).inject(:+), (1..3).reduce(2, :*)
p (1..3).cover?(1..3), (1..3).cover?(2...4), (1...4).cover?(1..3), (1..3).cover?(0..1)
p (1..3).to_s, (1.0..2.5).to_s, (nil..nil).inspect, (1..).inspect
class V
  include Comparable
  attr_reader :n
  def initialize(n) = @n = n
  def succ = V.new(@n + 1)
  def <=>(o) = @n <=> o.n
  def to_s = "v#{@n}"
  def inspect = "V(#{@n})"
end
p (V.new(1)..V.new(4)).to_a, (V.new(1)...V.new(4)).map(&:to_s), (V.new(1)..V.new(3)).include?(V.new(2))
p (1..3).each_entry.to_a rescue p $!
p (1..Float::INFINITY).first(3), (1..Float::INFINITY).size, (1..Float::INFINITY).each_slice(2).first(2)
begin; (1..3).step(0) { }; rescue => e; p e; end
p (1..10).find { _1 % 7 == 0 }, (1..).find { _1 * _1 > 50 }, (1..).each_slice(3).first, (1..).lazy.map { _1 * 2 }.first(3) rescue p $!
