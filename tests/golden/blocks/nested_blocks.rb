matrix = [[1, 2], [3, 4]]
matrix.each do |row|
  row.each do |cell|
    print cell * 10, " "
  end
  puts
end

sum = 0
[1, 2].each do |a|
  [10, 20].each do |b|
    sum += a * b
  end
end
p sum

pairs = []
(1..3).each { |i| (i..3).each { |j| pairs << [i, j] } }
p pairs

r = [1, 2, 3].map do |x|
  [10, 20].map { |y| x + y }
end
p r

outer = [1, 2, 3].each do |x|
  [4, 5].each do |y|
    break if y == 5
    print x * y, " "
  end
end
puts
p outer
