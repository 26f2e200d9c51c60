# Array#each over an integer array, the block accumulating into captured locals.
data = Array.new(100_000) { |i| (i * 37) % 1001 }
total = 0
evens = 0
160.times do
  data.each do |x|
    total += x
    evens += 1 if x.even?
  end
end
puts total
puts evens
