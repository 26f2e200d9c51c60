# Array(), String(), Hash() and implicit conversions returning wrong types.
class A; def to_ary = 1; end
class B; def to_a = "x"; end
class S; def to_str = 1; end
class T; def to_s = 1; end
class H; def to_hash = []; end
class I; def to_int = "1"; end
[A, B].each { |k| p((Array(k.new) rescue $!.class)) }
[S, T].each { |k| p((String(k.new) rescue $!.class)) }
p((Hash(H.new) rescue $!.class))
p(([1, 2].first(I.new) rescue $!.class))
p(("ab" + S.new rescue $!.class))
p(([1] + A.new rescue $!.class))
p((a, b = A.new; [a, b]))
p([[1, 2], A.new].map { |x, y| [x, y] })
p((Integer(I.new) rescue $!.class))
def kw(**) = 1
p((kw(**H.new) rescue $!.class))
p(([3, 4].flatten rescue $!.class))
