counts = []
5.times do
  GC.start
  counts << GC.count
end
p counts.size
p counts == counts.sort
p counts.uniq.size == counts.size
p counts.last > counts.first
