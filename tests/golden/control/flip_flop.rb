# Flip-flops: 2- and 3-dot, state per method scope (shared by its blocks), one per eval.
r = []
10.times { |i| r << i if (i == 4)..(i == 4) }
p r
r = []
10.times { |i| r << i if (i == 4)...(i == 4) }
p r
r = []
10.times { |i| r << i if (i == 2)..(i == 5) }
p r
r = []
10.times { |i| r << i if (i % 3 == 0)...(i % 3 == 0) }
p r
r = []
10.times { |i| r << i if (i == 4)...(i == 5) or (i == 7)...(i == 8) }
p r
def m(list)
  list.select { |x| true if (x == :start)..(x == :end) }
end
p m([:a, :start, :b, :end, :c, :start, :d])
p m([:a, :start, :b])
store = proc { |i| (i == 4)..(i == 7) ? :in : :out }
p [1, 4, 1, 7, 5].map { |i| store[i] }
a = eval "proc { |i| ((i == 4)..(i == 7)) ? i : nil }"
b = eval "proc { |i| true if (i == 4)..(i == 7) }"
p (0..5).map(&a), (0..5).map(&b)
x = 0
while x < 10
  x += 1
  print x, " " if (x == 3)..(x == 6)
end
puts
calls = []
10.times { |i| nil if (calls << [:l, i]; i == 2)..(calls << [:r, i]; i == 4) }
p calls
