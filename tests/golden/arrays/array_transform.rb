# non-destructive transformations
# 4.0: Hash#inspect prints {a: 1, b: 2}
a = [3, 1, 4, 1, 5, 9, 2, 6]
p a.sort
p a.sort { |x, y| y <=> x }
p a.sort_by { |x| -x }
p a.reverse
p a.uniq
p a.take(3), a.drop(5)
p a.first(0)
p a.rotate
p a.rotate(-2)
p [[1, 2], [3, [4, [5]]]].flatten
p [[1, 2], [3, [4, [5]]]].flatten(1)
p [1, nil, 2, nil].compact
p [1, 2, 3].zip([4, 5, 6])
p [1, 2].zip([3], [4, 5])
p [1, 2, 3].join
p [1, 2, 3].join("-")
p [1, [2, [3]]].join(",")
p [1, nil, "a"].join("|")
p [[1, :a], [2, :b]].transpose
p [[:a, 1], [:b, 2]].to_h
p a.sum / a.size.to_f
p a
