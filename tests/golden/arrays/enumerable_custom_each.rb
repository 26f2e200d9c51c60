# Enumerable over a user class defining each, and Enumerator chaining (4.0: Hash#inspect format)
class NumList
  include Enumerable
  def initialize(*xs) = @xs = xs
  def each
    @xs.each { |x| yield x }
    self
  end
end
n = NumList.new(3, 1, 4, 1, 5, 9, 2, 6)
p n.map { |x| x * 2 }
p n.select(&:even?), n.reject(&:even?), n.sort, n.min, n.max, n.sum, n.count, n.first, n.first(3)
p n.include?(4), n.find { |x| x > 3 }, n.find_index(4), n.each_with_index.map { |x, i| x * i }
p n.inject(:+), n.reduce(10) { |a, b| a + b }, n.sort_by { -_1 }, n.min_by { |x| -x }, n.max_by { |x| -x }
p n.group_by(&:odd?), n.partition(&:odd?), n.tally, n.each_slice(3).to_a, n.each_cons(3).first
p n.minmax, n.min(2), n.max(3), n.take_while { _1 < 5 }, n.drop_while { _1 < 5 }, n.to_a, n.entries
p n.each_with_object([]) { |x, acc| acc << x }, n.zip(n.map { _1 * 10 }), n.uniq, n.to_h { [_1, _1 * 2] }
p n.any? { _1 > 8 }, n.all?(Integer), n.none?(String), n.one?(9), n.filter_map { _1 * 2 if _1.odd? }
p n.flat_map { [_1, _1] }.size, n.chunk_while { |a, b| b == a + 1 }.to_a, n.slice_when { |a, b| b < a }.to_a
p n.sum { _1 * 0.1 }, n.minmax_by { _1 % 4 }
p n.map.with_index(1) { |x, i| [i, x] }.first(2)
p n.each_with_index.to_a.last
p n.reverse_each.to_a
p [1, 2, 3].each_slice(2)
p [1,2,3].map.with_index { |x, i| x * i }
p [1,2,3].select.with_index { |x, i| i > 0 }
p [1,2,3].each.with_index(1).to_a
p %w[a b c].each_with_index.to_h
e = [1,2,3].each
p e.next, e.next, e.next
begin; e.next; rescue StopIteration => ex; p ex.message; end
p [1,2,3].each_slice(2).size, [1,2,3].map.size
