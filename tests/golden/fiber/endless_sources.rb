# External iteration over endless sources, each yield produced on demand
e = Enumerator.new { |y| n = 0; loop { puts "producing #{n}"; y << n; n += 1 } }
p e.next
p e.next
p e.peek
p e.next
ones = Enumerator.produce([0, 1]) { |a, b| [b, a + b] }
p ones.next, ones.next, ones.next
lines = Enumerator.new { |y| %w[a b c].each { |w| y.yield w, w.upcase } }
p lines.next_values, lines.next
p lines.size
q = (1..3).each_slice(2)
p q.next, q.next
begin; q.next; rescue StopIteration; p :stop; end
q.rewind
p q.next
# an enumerator over a method with a block that Fiber.yields inside a builtin
def walk; [1, [2, [3]]].flatten.each { |x| yield x * 10 }; :walked; end
w = to_enum(:walk)
p w.next, w.next, w.next
begin; w.next; rescue StopIteration => s; p s.result; end
# zip uses external iteration of its arguments
p [1, 2, 3].zip(Enumerator.new { |y| y << :a; y << :b })
