# Numeric#step with positional and keyword limits, integer and float sequences
1.step(10, 3) { |i| print i, " " }
puts
10.step(1, -3) { |i| print i, " " }
puts
1.0.step(2.0, 0.5) { |f| print f, " " }
puts
1.step(by: 2, to: 7) { |i| print i, " " }
puts
3.step(by: -1.5, to: -3) { |f| print f, " " }
puts
1.2.step(by: 0.2, to: 2.0) { |f| print f, " " }
puts
0.1.step(0.5, 0.1) { |f| print f, " " }
puts
r = 5.step(1) { puts "never" }
p r
p 1.step(10, 4).to_a
p 1.0.step(by: 0.25, to: 2.0).to_a
p 10.step(7, -1).to_a
n = 0
1.step { |i| n += i; break if i >= 10 }
p n
begin
  1.step(5, 0) { }
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
e = 1.upto(3)
p e.to_a, 3.downto(1).to_a, 3.times.to_a
p 1.upto(3.5).to_a
