# Walking and filtering Sets, Enumerable on Sets, to_set.
s = Set[1, 2, 3, 4]
r = s.each { |x| p x }
p r.equal?(s), s.each.class, s.each.to_a
p s.map { |x| x * 2 }, s.select(&:even?), s.reject(&:even?), s.filter_map { |x| x * 3 if x > 2 }
p s.group_by(&:odd?), s.partition(&:odd?), Set[3, 1, 2].sort, Set[3, 1].min, s.sum, s.minmax
p s.sort_by { -_1 }, s.to_h { [_1, _1 * _1] }, s.include?(4), s.count(&:even?)
a = Set[1, 2, 3]
p a.map! { |x| x * 2 }, a
p a.select! { |x| x > 2 }, a.select! { true }, a
b = Set[1, 2, 3, 4]
p b.reject! { |x| x > 100 }, b.reject!(&:odd?), b
p b.delete_if { |x| x == 4 }, b.keep_if { true }, b.filter! { false }, b
p Set[1, 2, 3].classify(&:odd?)
p Set[1, Set[2, Set[3]], [4]].flatten
q = Set[1]
q << q
begin; q.flatten; rescue => e; p e.class, e.message; end
p [3, 1, 1].to_set, (1..3).to_set, {a: 1}.to_set, [1, 2].to_set { |x| x + 1 }
t = Set[1]
p t.to_set.equal?(t)
p Set[[1, 2]].to_a, Set[1, 2].join("-"), Set[1, [2, 3]].join
k = [1]
z = Set[k]
k << 2
p z.include?([1, 2])
z.reset
p z.include?([1, 2])
p Set[1, 2].each_slice(1).to_a, Set[1, 2].each_with_index.to_a, Set[1, 2].to_a.frozen?
