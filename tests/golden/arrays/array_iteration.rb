# iterating over arrays with blocks
a = %w[a b c]
r = a.each { |x| print x, " " }
puts
p r.equal?(a)
a.each_with_index { |x, i| puts "#{i}: #{x}" }
p a.map { |x| x * 2 }
p [1, 2, 3, 4, 5].select { |x| x.odd? }
p [1, 2, 3, 4, 5].reject { |x| x.odd? }
p [1, 2, 3].filter_map { |x| x * 2 if x != 2 }
p [1, 2, 3].flat_map { |x| [x, -x] }
p [[1, 2], [3, 4]].map { |a, b| a * b }
p [[1, [2, 3]]].map { |a, (b, c)| a + b + c }
[1, 2, 3].reverse_each { |x| print x }
puts
[1, 2, 3, 4, 5].each_slice(2) { |s| p s }
[1, 2, 3, 4].each_cons(3) { |s| p s }
res = []
[10, 20].each_with_object(res) { |x, acc| acc << x + 1 }
p res
p [1, 2, 3].each_with_object([]) { |x, acc| acc.unshift(x) }
p [].map { |x| x }
p [3, 4].sum { |x| x * x }
