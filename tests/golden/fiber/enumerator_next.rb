e = [1, 2, 3].each
p e.next, e.peek, e.next, e.next
begin; e.next; rescue StopIteration => x; p x.message, x.result; end
begin; e.next; rescue StopIteration => x; p x.result; end
e.rewind
p e.next
inf = Enumerator.new { |y| i = 0; loop { y << (i += 1) } }
p inf.next, inf.next, inf.take(3)
p (1..Float::INFINITY).lazy.map { _1 * 2 }.each_entry.next rescue p $!
l = (1..).lazy.map { _1 * 3 }
p l.next, l.next
g = Enumerator.new { |y| y.yield 1, 2; y.yield; y.yield nil; y << 3; :ret }
p g.next_values, g.next_values, g.next_values, g.next_values
begin; g.next; rescue StopIteration => x; p x.result; end
m = [1, 2, 3].map
p m.next; m.feed :a; p m.next; m.feed :b; p m.next; m.feed :c
begin; m.next; rescue StopIteration => x; p x.result; end
begin; m2 = [1].each; m2.next; m2.feed 1; m2.feed 2; rescue TypeError => x; p x.message; end
z = [4, 5].each_with_index
p z.next, z.next
def gen; return to_enum(:gen) unless block_given?; yield 1; raise "oops"; end
ge = gen
p ge.next
begin; ge.next; rescue => x; p x.message; end
p ge.next
p Enumerator.produce(1) { _1 * 2 }.next
ee = "ab".each_char
p ee.next, ee.next
p loop { ee.next }
h = {a: 1}.each
p h.next
fib = Enumerator.new { |y| a, b = 0, 1; loop { y << a; a, b = b, a + b } }
p 10.times.map { fib.next }
begin; ([1].each + [2]).next; rescue NoMethodError => x; p x.message; end
