# iterating over ranges
(1..3).each { |i| print i, " " }
puts
res = (1...4).each { |i| print i }
puts
p res
(1..3).reverse_each { |i| print i }
puts
(1..10).step(3) { |i| print i, " " }
puts
(0.0..1.0).step(0.25) { |f| print f, " " }
puts
p (1..5).map { |i| i * i }
p (1..5).each_with_object([]) { |i, a| a.unshift(i) }
p (1..4).inject(:*)
(1..7).each_slice(3) { |s| p s }
(1..4).each_cons(2) { |pair| p pair }
(1..3).each_with_index { |x, i| puts "#{i}:#{x}" }
p (1..10).select(&:even?).map { |x| x / 2 }
p ('a'..'e').reject { |c| "aeiou".include?(c) }
p (1..3).flat_map { |x| [x] * x }
p (1..20).partition { |x| x % 5 == 0 }
