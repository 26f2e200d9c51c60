count = 0
result = loop do
  count += 1
  raise StopIteration if count == 3
end
p count
p result

begin
  raise StopIteration, "done iterating"
rescue StopIteration => e
  puts "#{e.class}: #{e.message}"
end

items = [1, 2, 3]
i = 0
collected = []
loop do
  raise StopIteration if i >= items.size
  collected << items[i] * 10
  i += 1
end
p collected
p StopIteration.ancestors.take(3)
