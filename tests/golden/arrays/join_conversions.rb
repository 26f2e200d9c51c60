# Array#join converts each element with to_str first (nil from to_str falls back), then
# to_ary (joined recursively), then to_s; a to_str giving a non-String is a TypeError.
class S; def to_str = "foo"; end
class A; def to_ary = ["x", "y"]; end
class Both; def to_str = "str"; def to_ary = ["ary"]; end
class Plain; def to_s = "plain"; end
p [1, S.new, A.new, Both.new, Plain.new, nil, :sym, 2.5].join("|")
p [S.new] * ","
class Bad; def to_str = 5; end
begin; [Bad.new].join; rescue TypeError => e; p e.message; end
class NilStr; def to_str = nil; def to_s = "fallback"; end
p [NilStr.new].join
class MM; def respond_to_missing?(n, p = false) = n == :to_str; def method_missing(n, *a) = n == :to_str ? "mm" : super; end
p [MM.new].join("-")
class MMSuper; def method_missing(n, *a) = n == :other ? 1 : super; def to_s = "mm-super"; end
p [MMSuper.new].join
class SaysNo; def respond_to?(n, all = false) = n == :to_str ? false : super; def to_str = "never"; def to_s = "said no"; end
p [SaysNo.new].join
class SaysYes; def respond_to?(n, all = false) = true; def method_missing(n, *a) = n == :to_str ? "via mm" : super; end
p [SaysYes.new].join
