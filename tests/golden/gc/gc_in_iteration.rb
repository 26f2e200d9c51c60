result = []
(1..20).each do |i|
  str = "item-#{i}"
  GC.start if i % 5 == 0
  result << str
end
p result.size
p result.first
p result.last

mapped = %w[a b c d].map do |s|
  GC.start
  s * 3
end
p mapped

acc = (1..30).inject([]) do |memo, i|
  GC.start if i == 15
  memo + [i.to_s]
end
p acc.join.size
p acc[14]
