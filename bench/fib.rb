# Recursive Fibonacci: deep recursion of a one-argument method with integer compare and add.
def fib(n)
  return n if n < 2

  fib(n - 1) + fib(n - 2)
end

puts fib(35)
