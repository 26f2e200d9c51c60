# inject/reduce in all its forms
a = [1, 2, 3, 4]
p a.inject(:+)
p a.reduce(10, :+)
p a.inject { |sum, x| sum + x }
p a.reduce(1) { |prod, x| prod * x }
p a.inject(:*)
p [].inject(:+)
p [].sum
p [].reduce(0) { |s, x| s + x }
p [5].inject { |s, x| raise "not called" }
p %w[a b c].inject { |s, x| s + x }
p %w[apple fig banana].inject { |m, w| w.length > m.length ? w : m }
p [0.1, 0.2, 0.3].sum
p [0.1, 0.2, 0.3].inject(:+)
p [1, 2].sum(0.0)
p [[1, 2], [3]].sum([])
p ["a", "b"].sum("")
counts = %w[x y x].each_with_object(Hash.new(0)) { |w, h| h[w] += 1 }
p counts.to_a
p (1..5).reduce(:lcm)
