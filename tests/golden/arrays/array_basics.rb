# creating and reading arrays
a = [10, 20, 30, 40, 50]
p a.size, a.length
p a.empty?, [].empty?
p a[0], a[-1], a[10], a[-10]
p a.first, a.last
p a.first(2), a.last(2)
p a[1, 2]
p a[1..3]
p a[1...-1]
p a[3..]
p a[5, 1]
p a[6, 1]
p a.fetch(1)
p a.fetch(10, :default)
p a.fetch(10) { |i| i * 2 }
begin
  a.fetch(10)
rescue IndexError => e
  puts "#{e.class}: #{e.message}"
end
p a.values_at(0, 2, 9)
p a.dig(0)
p [[1, [2, 3]]].dig(0, 1, 0)
p a.index(30)
p a.count
p [].first, [].last
p a.min, a.max, a.sum
