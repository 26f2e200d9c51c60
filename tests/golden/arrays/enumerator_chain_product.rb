# Enumerator::Chain (Enumerator#+, Enumerable#chain) and Enumerator::Product.
def try
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
c = [1, 2].each + [3] + (4..5)
p c.class, c.to_a, c.size
p c.inspect
p [1].chain([2], [3, 4]).map { |x| x * 10 }
p [1].chain.inspect
p c.with_index(1).to_a
p c.each_slice(2).to_a
e = c.each
p e.next, e.next, e.next
e.rewind
p e.next
p Enumerator::Chain.new(1..2, 3..4).inspect
p Enumerator::Chain.allocate.inspect
try { Enumerator::Chain.allocate.to_a }
p Enumerator::Chain.new([1], (1..)).size
p Enumerator::Chain.new([1], Object.new).size rescue p $!.class
pr = Enumerator.product(1..2, %w[A B])
p pr.class, pr.to_a, pr.size
p Enumerator.product.to_a
p Enumerator.product(1.., [:x, :y]).take(3)
p Enumerator.product(1.., [:x]).size
p Enumerator.product(1...1, [1]).size
p Enumerator.product([1, 2]) { |x| p x }
p Enumerator::Product.new([1, 2], [:a]).inspect
p Enumerator::Product.allocate.inspect
p pr.each { |a, b| print a, b, " " }.equal?(pr)
puts
try { Enumerator.product(1..3, foo: 1, bar: 2) }
try { Enumerator.product(Object.new).to_a }
try { Enumerator::Product.new(1..2).send(:initialize_copy, Enumerator::Product.allocate) }
try { Enumerator::Product.new(1..2).freeze.send(:initialize, 1..2) }
obj = Object.new
def obj.each_entry = (yield 1; yield 2)
p Enumerator.product(obj, [0]).to_a
e = [1, 2].each
p e.next_values, e.peek_values, e.next
try { e.next_values }
src = Object.new
def src.each = (yield; yield nil; yield 1, 2; yield [3])
e = src.to_enum
4.times { p e.next_values }
e.rewind
4.times { p e.next }
