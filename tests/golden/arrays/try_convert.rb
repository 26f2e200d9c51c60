# Array.try_convert and Hash.try_convert (and String.try_convert): the object itself, its
# to_ary/to_hash/to_str result (also through respond_to_missing?/method_missing), nil when it
# has none or gives nil, a TypeError naming both classes for a result of another type.
class S; def to_str = "s"; end
class A; def to_ary = [1]; end
class H; def to_hash = {a: 1}; end
class BadS; def to_str = 1; end
class NilA; def to_ary = nil; end
p String.try_convert("x"), String.try_convert(S.new), String.try_convert(1), String.try_convert(nil)
p Array.try_convert([2]), Array.try_convert(A.new), Array.try_convert(NilA.new), Array.try_convert("no")
p Hash.try_convert({b: 2}), Hash.try_convert(H.new), Hash.try_convert([1])
begin; String.try_convert(BadS.new); rescue TypeError => e; p e.message; end
class BadA; def to_ary = "x"; end
begin; Array.try_convert(BadA.new); rescue TypeError => e; p e.message; end
class BadH; def to_hash = 3; end
begin; Hash.try_convert(BadH.new); rescue TypeError => e; p e.message; end
class MM; def respond_to_missing?(n, _) = n == :to_ary; def method_missing(n, *) = n == :to_ary ? [:mm] : super; end
p Array.try_convert(MM.new)
p Array.try_convert(Object.new)
