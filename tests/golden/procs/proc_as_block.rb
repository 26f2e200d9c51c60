def each_twice(list)
  list.each { |x| yield x; yield x }
end

printer = proc { |x| print x, " " }
each_twice([1, 2], &printer)
puts

def capture(&b) = b
b = capture { |x| x + 1 }
p [1, 2, 3].map(&b)

upcaser = :upcase.to_proc
p %w[a b].map(&upcaser)

def call_it(pr)
  pr.call(3)
end
p call_it(proc { |x| x * 3 })
p call_it(->(x) { "lambda #{x}" })
