def fib(n)
  n < 2 ? n : fib(n - 1) + fib(n - 2)
end

def fact(n)
  n <= 1 ? 1 : n * fact(n - 1)
end

def sum_list(list)
  return 0 if list.empty?
  list[0] + sum_list(list.drop(1))
end

def flatten_deep(x)
  return [x] unless x.is_a?(Array)
  x.inject([]) { |acc, e| acc + flatten_deep(e) }
end

def hanoi(n, from, to, via, moves)
  return moves if n == 0
  hanoi(n - 1, from, via, to, moves)
  moves << "#{from}->#{to}"
  hanoi(n - 1, via, to, from, moves)
end

def ackermann(m, n)
  if m == 0 then n + 1
  elsif n == 0 then ackermann(m - 1, 1)
  else ackermann(m - 1, ackermann(m, n - 1))
  end
end

p (0..15).map { |i| fib(i) }
puts fib(20)
puts fact(20)
puts fact(30)
puts sum_list([1, 2, 3, 4, 5])
p flatten_deep([1, [2, [3, [4]], 5]])
moves = hanoi(3, "A", "C", "B", [])
puts moves.size
puts moves.join(" ")
puts ackermann(2, 3)
