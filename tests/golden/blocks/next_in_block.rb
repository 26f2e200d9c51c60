r = [1, 2, 3, 4, 5].map do |x|
  next 0 if x.even?
  x * 10
end
p r

r = [1, 2, 3].map { |x| next }
p r

def collect
  out = []
  out << yield(1)
  out << yield(2)
  out << yield(3)
  out
end

p collect { |x| next x * 100 if x == 2; x }

total = 0
(1..10).each do |i|
  next if i % 3 == 0
  total += i
end
p total
