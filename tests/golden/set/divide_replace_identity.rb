s = Set[1, 2]
begin; s.each { s.replace([3]) }; rescue => e; p e.class, e.message; end
p s
s = Set[1, 2].freeze
begin; s.compare_by_identity; rescue => e; p e.class, e.message; end
begin; s.replace([1]); rescue => e; p e.class, e.message; end
begin; s.flatten!; rescue => e; p e.class, e.message; end
begin; Set[1].replace(3); rescue => e; p e.class, e.message; end
p Set[1,3,4,6,9,10,11].divide { |i, j| (i - j).abs == 1 }
p Set[1,2,3,4].divide(&:odd?)
p Set[3,1,2,4].divide { |x| x % 3 }
e = Set[1,2].divide
p e.size
class MySet < Set; end
r = MySet[1,2,3].divide(&:odd?)
p r.class, r.first.class
r = MySet[1,2,3].divide { |a, b| a + 1 == b }
p r.class, r.first.class, r
s = Set["a", "b"].compare_by_identity
p s.compare_by_identity?, s.dup.compare_by_identity?, s.clone.compare_by_identity?
x = "a"
s << x << x.dup
p s.size, s
p Set[1, Set[2]].flatten!, Set[1].flatten!
t = Set[1].compare_by_identity
p t.replace(Set[2, 3]), t.compare_by_identity?
p Set[1].replace([5, 6]) 
p Set[1, 2].freeze.flatten!
begin; Set[].compare_by_identity.each { |q| }; rescue => e; p e; end
s = Set[1]
begin; s.each { s.compare_by_identity }; rescue => e; p e.class, e.message; end
p Set[1,2,3].divide { |a, b| b == a + 1 || (a == 3 && b == 1) }
p Set[1,2,3,4].divide { |a, b| b == a + 1 || (a == 3 && b == 1) }
p Set[4,1,2,3].divide { |a, b| b == a + 1 }
t = Set[1].compare_by_identity
p t.replace([2]).compare_by_identity?
p Set[1].replace(Set[2].compare_by_identity).compare_by_identity?
ys = []
Set[1,2,3].divide { |a, b| ys << [a, b]; false }
p ys
p Set[3,1,2].divide { |a, b| (a - b).abs == 1 }
p Set[1,5,2,6].divide { |a, b| (a - b).abs == 4 }
p Set[5,1,3,2,4].divide { |a, b| (a - b).abs == 2 }
p Set[1,4,2,3].divide { |a, b| (a - b).abs == 1 }
ys = []
Set[1,2,3].divide { |a, b| ys << [a, b]; true }
p ys
ys = []
Set[1,2,3].divide { |a, b| ys << [a, b]; a < b }
p ys
# Which operations keep compare_by_identity (4.0: |, - and ^ do; & and map! do not)
i = Set[1, 2].compare_by_identity
p (i | [3]).compare_by_identity?, (i - [1]).compare_by_identity?, (i ^ [5]).compare_by_identity?
p (i & [1]).compare_by_identity?, i.dup.map! { |x| x }.compare_by_identity?
p i == Set[1, 2], Set[1, 2] == i, i == Set[1, 2].compare_by_identity
o = Object.new
def o.each_entry; yield 1; yield 2, 3; end
p Set.new(o)
q = Object.new
def q.each; yield 4; yield 5; end
p Set.new(q), Set[9].replace(q)
a = Object.new; b = Object.new
def a.hash = 42
def b.hash = 42
def b.eql?(other) = hash == other.hash
p Set[a].include?(b), { a => 1 }.key?(b)
