Struct.new("Foo", :a)
Struct.new("Foo", :b)
class Sub < Struct; end
x = Sub.new("Bar", :c)
p Sub::Bar, x
S = Struct.new(:a, :b, keyword_init: true)
p S.new({a: 1, b: 2}), S.new(a: 3)
begin; Struct.new(:a, :b).new(1, 2).values_at(-4..3); rescue RangeError => e; p e.message; end
p Struct.new(:a, :b).new(1, 2).values_at(-2..3)
pair = Object.new
def pair.to_ary = [:k, 1]
p Struct.new(:a).new(1).to_h { pair }
begin; Struct.new(:a).new(1).to_h { 5 }; rescue TypeError => e; p e.message; end
begin; Struct.new(:a).new(1).to_h { [1] }; rescue ArgumentError => e; p e.message; end
