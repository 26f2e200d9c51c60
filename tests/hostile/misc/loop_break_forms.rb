# loop, break, next and StopIteration in every form.
p loop { break }
p loop { break 1, 2 }
p(loop do raise StopIteration end)
e = [1, 2].each
p loop { e.next }
p [1, 2, 3].each { |x| break x * 10 if x == 2 }
p [1, 2].map { next }
p (1..Float::INFINITY).each { |i| break i if i > 3 }
x = while true do break 5 end
p x
p [1, 2].each_with_index { break }
r = proc { next 3 }
p r.call
p [[1, [2]]].each { |a, (b)| break [a, b] }
