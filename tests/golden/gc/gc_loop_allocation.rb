keep = []
10_000.times do |i|
  s = "garbage #{i}"
  a = [i, i * 2, s]
  keep << a if i % 1000 == 0
end
GC.start
p keep.size
p keep.map(&:first)
p keep.last
p keep[3][2]
total = 0
keep.each { |a| total += a[1] }
p total
200.times do
  tmp = Array.new(100) { |j| j.to_s * 3 }
  tmp.clear
end
GC.start
p keep.first
