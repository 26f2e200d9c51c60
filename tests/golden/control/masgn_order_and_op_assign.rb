# Multiple assignment: its value is the right side, targets' receivers are evaluated first,
# to_ary conversion rules; splats whose to_a gives nil; index op-assignment with splats;
# op-assignment to scoped constants.
log = []
o = Object.new
o.define_singleton_method(:a=) { |v| log << [:a=, v] }
o.define_singleton_method(:[]=) { |*a| log << [:[]=, *a] }
(log << :r1; o).a, (log << :r2; o)[(log << :i; 1)] = (log << :v1; 1), (log << :v2; 2)
p log

x = Object.new
def x.to_ary = [1, 2]
r = (a, b = x)
p r.equal?(x), a, b
y = Object.new
def y.to_ary = nil
r = (a, b = y)
p r.equal?(y), a.equal?(y), b
z = Object.new
def z.to_ary = 5
begin
  a, b = z
rescue TypeError => e
  p e.message
end
p((a, b = 1, 2))
p((a, = nil))
n = nil
if (a, b = n) then p :then else p [:else, a, b] end

w = Object.new
def w.to_a = nil
def m(*args) = args
p m(*w).size
p [*w].size
arr = [0, 0, 0]
arr[*[1]], arr[*[2]] = 5, 6
p arr

h = Hash.new(0)
idx = Object.new
def idx.to_a = (puts "to_a"; [:k])
h[*idx] += 1
h[*idx] ||= 5
p h
list = [nil, 1]
list[*[0]] ||= :set
list[*[1]] &&= :and
p list

module Box; end
Box::V ||= 1
Box::V ||= 2
p Box::V
Box::W = 10
Box::W += 5
p Box::W
calls = 0
mod = -> { calls += 1; Box }
mod.()::X ||= :x
p [Box::X, calls]
begin
  Box::Missing += 1
rescue NameError => e
  p e.message
end
p((Box::Y = 3))
order = []
(order << :mod; Box)::Z = (order << :rhs; 1)
p order
begin
  (order << :not_mod; :sym)::Q = (order << :rhs2; 1)
rescue TypeError => e
  p [e.message, order]
end
