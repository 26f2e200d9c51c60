# Enumerable#inject with a block (sums, products mod p, max) plus Array#sum.
nums = Array.new(100_000) { |i| (i * 7919) % 10_007 }
total = 0
60.times do |k|
  s = nums.inject(0) { |acc, x| acc + x }
  m = nums.inject { |a, b| a > b ? a : b }
  prod = nums.inject(1) { |acc, x| (acc * (x | 1)) % 1_000_003 }
  total += s + m + prod + nums.sum + k
end
puts total
