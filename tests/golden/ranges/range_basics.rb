# basic Range queries
r = 1..10
p r.begin, r.end
p r.first, r.last
p r.first(3), r.last(3)
p r.min, r.max
p r.size, r.count
p r.to_a
p r.sum
p r.include?(5), r.include?(11)
p r.member?(10)
p r.cover?(2..3)
p r.cover?(0..3)
p r === 7
p r.include?(5.5)
p r.to_a.reverse
p r.entries.length
p (1..0).to_a
p (1..0).size
p r.min { |a, b| b <=> a }
p r.minmax
p r.find { |x| x * x > 30 }
p r.select(&:even?)
p r.count(&:odd?)
