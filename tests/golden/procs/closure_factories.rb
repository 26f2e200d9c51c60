def multiplier(n)
  ->(x) { x * n }
end

def accumulator(start)
  total = start
  ->(x) { total += x }
end

triple = multiplier(3)
p triple.call(5)
p [1, 2, 3].map(&triple)

acc = accumulator(100)
acc.call(10)
p acc.call(5)
acc2 = accumulator(0)
p acc2.call(1)
p acc.call(0)

compose = ->(f, g) { ->(x) { f.(g.(x)) } }
inc = ->(x) { x + 1 }
dbl = ->(x) { x * 2 }
p compose.(inc, dbl).(5)
p compose.(dbl, inc).(5)
p (inc >> dbl).call(5)
p (inc << dbl).call(5)

memo = {}
fib = ->(n) { n < 2 ? n : (memo[n] ||= fib.(n - 1) + fib.(n - 2)) }
p fib.(50)
