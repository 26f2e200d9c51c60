# loop with break, next and StopIteration
n = 0
loop do
  n += 1
  next if n == 2
  puts "iteration #{n}"
  break if n >= 4
end
v = loop do
  break :broken
end
p v
count = 0
r = loop do
  count += 1
  raise StopIteration, "stop" if count == 3
end
p r
p count
w = loop { break }
p w
acc = []
i = 0
total = loop do
  i += 1
  acc << i
  break acc.sum if acc.size == 5
end
p total
