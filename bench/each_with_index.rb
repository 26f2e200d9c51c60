# Array#each_with_index: a block receiving element and index.
words = Array.new(20_000) { |i| "w#{i % 500}" }
nums = Array.new(100_000) { |i| (i * 13) % 257 }
weighted = 0
lens = 0
100.times do
  nums.each_with_index { |x, i| weighted += x * (i & 15) }
  words.each_with_index { |w, i| lens += w.size if i.odd? }
end
puts weighted
puts lens
