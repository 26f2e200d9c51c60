# for with destructuring targets: splats, nested, Hash pairs, several yielded values, &. targets.
for i, *j in [[1, 2, 3]]; p [i, j]; end
for i, *j, k in [[1, 2, 3, 4]]; p [i, j, k]; end
for (i, j, k) in [[1, 2, 3]]; p [i, j, k]; end
for i, (j, k) in [[1, [2, 3]]]; p [i, j, k]; end
for a, b in {x: 1, y: 2}; p [a, b]; end
p [a, b]
def two = yield(1, 2)
for c, d in self; end rescue p $!.class
o = Object.new
def o.each = yield(7, 8)
for c, d in o; p [c, d]; end
def o.each = yield(9)
for c, d in o; p [c, d]; end
x = nil
for x&.foo in [1, 2]; end
p x
s = Struct.new(:v).new
for s.v in [3, 4]; end
p s.v
