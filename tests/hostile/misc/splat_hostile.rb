# Splats of huge, odd and self-modifying arguments.
def m(*a) = a.size
p m(*Array.new(100_000, 1))
p m(*nil), m(*1), m(*"s"), m(*{a: 1}), m(*(1..5))
class X; def to_a = raise("to_a"); end
p((m(*X.new) rescue $!.message))
def k(**kw) = kw.size
p k(**{}), k(**{a: 1})
p((k(**nil) rescue $!.class))
p((k(**{1 => 2}) rescue $!.class))
def opt(a, b = a + 1, *r, c, d:, e: d, **o, &blk) = [a, b, r, c, d, e, o]
p opt(1, 2, d: 3)
p((opt(1) rescue $!.message))
p((opt(1, 2, 3, 4, 5, 6, d: 1, z: 2) rescue $!.message))
