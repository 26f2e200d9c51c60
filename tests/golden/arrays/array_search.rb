# searching and testing array contents
a = [5, 3, 8, 1, 9, 2]
p a.include?(8), a.include?(7)
p a.index(8), a.index(7)
p a.find { |x| x > 5 }
p a.find { |x| x > 100 }
p a.find_index { |x| x > 5 }
p a.count(3)
p a.count { |x| x.even? }
p a.any? { |x| x > 8 }
p a.all? { |x| x > 0 }
p a.none? { |x| x > 9 }
p a.one? { |x| x == 9 }
p [].any?, [].all?, [].none?
p [nil, false].any?
p [nil, 1].any?
p a.min, a.max
p a.min(2), a.max(2)
p a.minmax
p a.sum
p a.min_by { |x| (x - 4).abs }
p a.max_by { |x| x % 5 }
p %w[bb a ccc].min_by(&:length)
p a.take_while { |x| x > 2 }
p a.drop_while { |x| x > 2 }
p [1, 2, 3].include?(2.0)
p [1, [2]].include?([2])
p a.rindex(2)
