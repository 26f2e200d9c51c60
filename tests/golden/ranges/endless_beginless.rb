# endless and beginless ranges
e = (5..)
p e
p e.begin, e.end
p e.first(3)
p e.include?(1_000_000)
p e.include?(4)
p e === 99
p e.size
b = (..10)
p b
p b.include?(-100)
p b.cover?(11)
p b === 3
p (...3).include?(3)
arr = [1, 2, 3, 4, 5]
p arr[2..]
p arr[..1]
p arr[...-1]
p "hello"[1..]
total = 0
(1..).each do |i|
  break if i > 4
  total += i
end
p total
begin
  (..5).each { }
rescue TypeError => e2
  puts "#{e2.class}: #{e2.message}"
end
begin
  (1..).to_a
rescue RangeError => e3
  puts "#{e3.class}: #{e3.message}"
end
begin
  (1..).last
rescue RangeError => e4
  puts "#{e4.class}: #{e4.message}"
end
p (1..nil) == (1..)
