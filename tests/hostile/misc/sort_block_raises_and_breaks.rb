# sort/sort_by/min_by blocks that raise, break, or throw midway.
a = (1..50).to_a.shuffle(random: Random.new(1))
p a.sort { |x, y| break :broke }
p catch(:t) { a.sort_by { |x| throw :t, :thrown if x == 25; x } }
begin
  a.sort { raise "mid" }
rescue => e
  p e.message
end
p a.max_by { |x| break x }
p a.sort_by { |x| [x % 3, x.to_s] }.first(3)
begin
  a.sort_by { |x| x.odd? ? x : "s" }
rescue ArgumentError => e
  p e.message
end
