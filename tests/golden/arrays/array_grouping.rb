# 4.0: Hash#inspect prints {key => value} with spaces and {sym: value}
words = %w[apple avocado banana blueberry cherry]
p words.group_by { |w| w[0] }
p words.group_by(&:length)
evens, odds = (1..10).to_a.partition(&:even?)
p evens, odds
p %w[a b a c a b].tally
p [1, 2, 2, 3, 3, 3].tally.max_by { |_, v| v }
slices = []
[1, 2, 3, 4, 5].each_slice(2) { |s| slices << s.sum }
p slices
p words.map(&:length).uniq.sort
p words.group_by { |w| w.length > 6 ? :long : :short }
p [[:a, 1], [:b, 2], [:a, 3]].group_by(&:first).transform_values { |v| v.map(&:last) }
