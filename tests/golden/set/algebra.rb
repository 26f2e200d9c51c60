# Set algebra, relations and comparison.
# (ruby40, the WASI build under node, can segfault at exit after printing all of this; the output is complete.)
a = Set[1, 2, 3]
b = Set[2, 3, 4]
p a | b, a.union(b), a + b, a & b, a.intersection(b), a - b, a.difference(b), a ^ b
p a | [9], a & [1], a - [1], a ^ [3, 5]
p Set[1, 2, 3] & Set[3, 2], Set[3, 2] & Set[1, 2, 3], Set[1, 2, 3, 4] & Set[4, 3, 9]
p Set[1, 2, 3] ^ [4, 3], Set[1, 2] ^ Set[2, 1]
p a, b
p Set[1] <= a, a.subset?(a), a < a, a.proper_subset?(Set[1, 2, 3, 4]), a >= Set[1]
p a.superset?(Set[5]), a > Set[1], a.proper_superset?(a)
p a.disjoint?(b), a.intersect?(b), a.disjoint?(Set[7]), a.intersect?([1]), a.disjoint?([])
p Set[1, 2] <=> Set[1], Set[1] <=> Set[1, 2], Set[1] <=> Set[2], Set[1] <=> Set[1], Set[1] <=> [1]
p Set[1, 2] == Set[2, 1], Set[1].eql?(Set[1]), Set[1, 2].hash == Set[2, 1].hash, Set[1] == [1], Set[1] == Set[1, 2]
h = {Set[1, 2] => :found}
p h[Set[2, 1]]
p a.merge([7, 8]), a.merge(Set[9], [10]), a
class MySet < Set; end
p MySet[1] | Set[2], (MySet[1] & [1]).class, MySet[1].to_set.class
def try
  yield
rescue => e
  p [e.class, e.message]
end
try { Set[1] | 1 }
try { Set[1] & nil }
try { Set[1] <= [1] }
try { Set[1].superset?(1) }
try { Set[1].merge(2) }
p :done
