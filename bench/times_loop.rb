# Integer#times with a block that updates captured locals.
sum = 0
mask = 0
15_000_000.times do |i|
  sum += i % 13
  mask ^= i * i
end
puts sum
puts mask
