# sum, min, max and friends on ranges
# 4.0: Hash#inspect prints {true => [1, 3, 5], ...}
p (1..100).sum
p (1...100).sum
p (1..10**12).sum
p (1..4).sum { |x| x * 10 }
p (1.0..3.0).min
p (5..1).min, (5..1).max
p (1..10).min(2), (1..10).max(2)
p (1..10).min_by { |x| (x - 6).abs }
p (1..10).max_by { |x| x % 4 }
p (1..10).minmax
p (1..10).count { |x| x % 3 == 0 }
p (1..10).tally.size
p (1..6).group_by(&:odd?)
p (-3..3).map(&:abs).uniq
p (1..3).zip(4..6)
p (1..5).to_a.sum / 5.0
p (1..4).include?(2)
p (1..0).sum
