def two
  yield 1, 2
end

def three
  yield 1, [2, 3], 4
end

def one_array
  yield [1, 2]
end

two { |a, b| p [a, b] }
two { |a| p a }
two { |a, b, c| p [a, b, c] }
two { |*all| p all }
three { |a, (b, c), d| p [a, b, c, d] }
three { |a, *rest| p [a, rest] }
one_array { |a, b| p [a, b] }
one_array { |a| p a }
one_array { |(a, b)| p [a, b] }

{ "x" => 1, "y" => 2 }.each { |k, v| puts "#{k}=#{v}" }
[[1, [2, 3]], [4, [5, 6]]].each { |a, (b, c)| p a + b + c }
[[1, 2], [3, 4]].each_with_index { |(a, b), i| p [a, b, i] }
p [[1, 2], [3, 4]].map { |a, b| a * b }
