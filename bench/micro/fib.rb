# Recursive Fibonacci: method calls, integer comparison and arithmetic.
def fib(n)
  if n < 2
    n
  else
    fib(n - 1) + fib(n - 2)
  end
end
puts fib(34)
