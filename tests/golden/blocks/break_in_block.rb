r = [1, 2, 3, 4].each do |x|
  break x * 100 if x == 3
end
p r

r = [1, 2].each { |x| x }
p r

def gen
  yield 1
  yield 2
  puts "not reached"
  :finished
end

r = gen { |x| break :early if x == 2 }
p r

r = gen do |x|
  break
end
p r

found = nil
(1..100).each do |i|
  if i * i > 50
    found = i
    break
  end
end
p found

res = loop do
  break "loop value"
end
p res
