# exclusive ranges (...) leave out the end value
r = 1...5
p r.to_a
p r.size
p r.last
p r.last(2)
p r.max
p r.include?(5)
p r.include?(4.9)
p r.cover?(1...5)
p r.cover?(1..5)
p r.exclude_end?
p (1..5) == (1...5)
p (1...1).to_a
p (1...2).to_a
p (0...0).size
p (1.0...2.0).include?(2.0)
p (1.0...2.0).include?(1.999)
begin
  (1.0...2.0).max
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p ("a"..."d").to_a
p [10, 20, 30, 40][1...3]
