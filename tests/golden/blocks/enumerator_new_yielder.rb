e = Enumerator.new { |y| y << 1 << 2; y.yield 3, 4; y.yield; y.yield(5) }
p e.to_a, e.compact, e.map { |a, b| [a, b] }
fib = Enumerator.new do |y|
  a, b = 0, 1
  loop { y << a; a, b = b, a + b }
end
p fib.take(10), fib.first(3), fib.lazy.select(&:even?).first(4), fib.each_with_index.first(2)
s = Enumerator.new(3) { |y| 3.times { |i| y << i } }
p s.size, s.next, s.next, s.to_a
p Enumerator.new(-> { 42 }) { |y| }.size, Enumerator.new { |y| }.size
begin; Enumerator.new; rescue ArgumentError => x; p x.message; end
r = Enumerator.new { |y| p y.yield(7) }.each { |v| v * 2 }
p r
p e.class, Enumerator::Yielder, Enumerator::Generator
