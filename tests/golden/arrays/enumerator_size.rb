# Enumerator#size without iterating: built-in methods answer from their receiver (Array and
# Hash lengths, an Enumerable's own `size`), counts for cycle/combination/permutation/upto, nil
# where the count depends on the block; to_enum answers its size block or nil.
a = [1, 2, 3, 4]
p a.find_index.size, a.index.size, a.each_index.size, a.cycle.size, a.cycle(2).size, a.cycle(-1).size, [].cycle.size
p a.combination(2).size, a.combination(5).size, a.combination(-1).size, a.permutation.size, a.permutation(2).size, a.permutation(9).size
p a.repeated_combination(2).size, a.repeated_combination(0).size, a.repeated_combination(-1).size, a.repeated_permutation(3).size, a.repeated_permutation(-2).size
p [].repeated_combination(2).size, [].combination(0).size, [].permutation.size
p (1..30).to_a.permutation(25).size, (1..40).to_a.repeated_permutation(20).size
p 3.upto(7).size, 7.upto(3).size, 7.downto(3).size, 3.downto(7).size, 3.upto(7.5).size, 7.downto(2.5).size
h = {a: 1, b: 2}
p h.each_key.size, h.each_value.size, h.delete_if.size, h.keep_if.size, h.transform_values.size, h.transform_keys!.size, h.select.size, h.filter_map.size
p a.sort_by!.size, a.keep_if.size, a.delete_if.size, a.to_enum.size, a.to_enum(:each) { 42 }.size, a.enum_for(:map, 1) { |x| x * 10 }.size
S = Struct.new(:x, :y)
s = S.new(1, 2)
p s.each.size, s.each_pair.size, s.select.size, s.filter_map.size
class Sized
  include Enumerable
  def each
    yield 1
  end

  def size
    7
  end
end
e = Sized.new
p e.map.size, e.each_with_index.size, e.min_by.size, e.cycle.size, e.cycle(3).size, e.each_slice(2).size, e.each_cons(3).size, e.find_index.size, e.minmax_by.size, e.each_entry.size
class Unsized
  include Enumerable
  def each
    yield 1
  end
end
p Unsized.new.map.size, Unsized.new.cycle.size, Unsized.new.each_slice(2).size
p loop.size, 4.times.size, a.each_with_object(1).size, a.each.with_index.size, a.map.with_index(1).size, a.each_slice(3).size
p a.reverse_each.size, a.each_entry.size, a.flat_map.size, a.group_by.size, a.partition.size, a.min_by.size
p a.select!.size, a.reject!.size, a.map!.size, a.bsearch.size, a.take_while.size, a.drop_while.size
p a.chunk_while { |x, y| y == x + 1 }.size, a.slice_when { |x, y| y != x + 1 }.class, a.chunk(&:odd?).to_a
b = [1, 2]
en = b.each
b << 3
p en.size
p 1.upto(1e40).size, 5.downto(2.5).size, 1.upto(Float::INFINITY).size, 1.downto(Float::INFINITY).size, 1.upto(2**61).size, [1, 2].each_slice(2**20).size, [1, 2, 3].cycle(2**20).size
begin
  1.upto(Float::NAN).size
rescue FloatDomainError => e
  p e
end
