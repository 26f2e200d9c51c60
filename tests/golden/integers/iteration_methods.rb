# times, upto, downto and step with blocks
3.times { |i| print i, " " }
puts
r = 2.times { }
p r
0.times { puts "never" }
1.upto(4) { |i| print i }
puts
r = 4.downto(1) { |i| print i }
puts
p r
5.upto(3) { puts "never" }
1.step(10, 3) { |i| print i, " " }
puts
10.step(1, -4) { |i| print i, " " }
puts
1.0.step(2.0, 0.5) { |f| print f, " " }
puts
r = 1.step(3) { |i| print i }
puts
p r
sum = 0
1.upto(100) { |i| sum += i }
p sum
acc = []
3.times do |i|
  2.times { |j| acc << [i, j] }
end
p acc
