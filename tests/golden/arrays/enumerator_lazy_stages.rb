# Enumerator::Lazy stages, sizes and Enumerator.produce.
def try
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
p (1..).lazy.map { |x| x * 2 }.select(&:even?).reject { |x| x % 3 == 0 }.first(4)
p (1..).lazy.grep(2..4).first(3)
p (1..).lazy.grep_v(2..4) { |x| -x }.first(3)
p [1, nil, 2, false].lazy.compact.to_a
p [1, 2, 1, 3, 2].lazy.uniq.to_a, [1, 2, 3, 4].lazy.uniq(&:odd?).to_a
p (1..).lazy.with_index(10).map { |x, i| x * i }.first(3)
p (1..).lazy.zip(%w[a b], [:c]).first(3)
p (1..).lazy.chunk_while { |a, b| b == a + 1 && b % 4 != 0 }.first(2)
p (1..).lazy.slice_when { |a, b| b % 3 == 0 }.first(2)
p (1..).lazy.slice_before(&:even?).first(3)
p (1..).lazy.slice_after(&:even?).first(3)
p (1..).lazy.chunk(&:even?).first(2)
p (1..).lazy.filter_map { |x| x * 2 if x.odd? }.first(3)
p (1..).lazy.flat_map { |x| [x, -x] }.take(5).to_a
p (1..3).lazy.map { _1 }.size, (1..).lazy.take(5).size, (1..10).lazy.drop(3).size, (1..3).lazy.select { true }.size
l = Enumerator::Lazy.new([1, 2, 3], 7) { |y, v| y << v * 10 }
p l.to_a, l.size, l.map { _1 }.size, l.take(2).size, l.drop(9).size
p Enumerator::Lazy.new([1, 2], -> { 42 }) {}.size
try { Enumerator::Lazy.new([1]) }
p (1..3).lazy.map { _1 }.inspect
p (1..3).lazy.take(2).grep(1).inspect
p Enumerator::Lazy.allocate.inspect
try { (1..3).lazy.map }
try { (1..3).lazy.take(-1) }
e = Enumerator.new { |y| y.yield 1, 2; y.yield }
p e.lazy.map { |a| a }.to_a
p e.lazy.select { true }.to_a
got = []
e.lazy.each { |*a| got << a }
p got
p (1..3).lazy.eager.class, (1..3).lazy.force
p Enumerator.produce(1) { |x| x * 2 }.take(5)
p Enumerator.produce(1) { |x| x * 2 }.size
p Enumerator.produce(0, size: 3) { _1 + 1 }.size
p Enumerator.produce { |x| (x || 0) + 1 }.first(3)
p Enumerator.produce([1, 1]) { |a, b| [b, a + b] }.take(5).map(&:first)
p Enumerator.produce(3) { |x| raise StopIteration if x == 0; x - 1 }.to_a
try { Enumerator.produce }
try { Enumerator.produce(1, foo: 2) {} }
