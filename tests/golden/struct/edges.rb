# Odd uses of Struct, Data and Set: allocate, string keys, recursion, changes during iteration.
def t; yield; rescue Exception => e; p [e.class, e.message]; end
S = Struct.new(:a)
t { S.new(1 => 2) }
t { S.new(**{"a" => 1}) }
D = Data.define(:a)
t { D.new(1 => 2) }
t { D.new(**{"a" => 1}) }
t { Struct.allocate.to_a }
t { S.allocate.a }
t { D.allocate.inspect }
t { Struct.new(:a).allocate.to_h }
t { Data.allocate }
t { Set.allocate.size }
t { Set.allocate << 1 }
t { Set.new(Object.new) }
t { Class.new(Struct).new(:z).new(5) }
t { S.new(1).instance_variable_get(:a) }
t { S.members.clear }
t { Struct.new(:a, :b).new(1, 2).dig }
t { x = S.new; x.a = x; x.to_h; x.to_a.inspect }
t { s = Set[1]; s.each { s.delete(1); s << 2 } }
t { s = Set[1,2,3]; s.map! { |x| s << x; x } }
t { S.new(1).each.size }
t { Struct.new(:a) { raise "boom" } }
t { S.new(1).freeze.to_h { |k, v| [k, v] } }
t { Struct.new("lower") }
t { Struct.new(Object.new) }
t { Set[1].merge }
t { Set.new([1]).freeze.merge([2]) }
t { Data.define(:a).new(a: 1).with(a: 2).frozen? }
t { S.keyword_init? }
t { Struct.members }
t { Struct.keyword_init? }
p :ok
