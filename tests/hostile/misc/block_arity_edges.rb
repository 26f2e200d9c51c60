# Blocks and lambdas with destructuring, optional and splat params given odd values.
p [[1, [2, [3, 4]]]].map { |a, (b, (c, d))| [a, b, c, d] }
p [1].map { |a, b| [a, b] }
p [[1, 2, 3]].map { |a, *| a }
p [[1, 2]].each_with_index.map { |(a, b), i| [a, b, i] }
p proc { |a, b = a, *c, d| [a, b, c, d] }.call(1)
p proc { |*a, **k| [a, k] }.call(1, a: 2)
p((->(a, b) {}.call([1, 2]) rescue $!.class))
p ->(a) { a }.call([1, 2])
p [nil, false].map { |(a, b)| [a, b] }
p proc { |a,| a }.call([5, 6])
