# Method/UnboundMethod objects for builtin and missing methods, curried and composed.
m = 1.method(:+)
p m.arity, m.owner, m.name, m.call(2)
p((1.method(:nope) rescue $!.class))
p((1.method(nil) rescue $!.class))
um = Integer.instance_method(:to_s)
p um.bind(5).call(2)
p((um.bind("x") rescue $!.class))
c = ->(a, b, c) { a + b + c }.curry
p c[1][2][3]
p((->(a) { a }.curry(3) rescue $!.class))
p((proc { |a, b| [a, b] }.curry(2)[1][2]))
p m.unbind.bind(3).call(4)
p [1, 2].map(&3.method(:*))
