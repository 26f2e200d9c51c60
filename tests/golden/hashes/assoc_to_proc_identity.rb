h = Hash.new(5)
p h.send(:initialize), h[:x]
h2 = { a: 1, "b" => 2 }
p h2.assoc(:a), h2.assoc("b"), h2.assoc(:z)
p2 = h2.to_proc
p p2.lambda?, p2.arity, p2.call(:a), [:a, :z].map(&h2)
begin; p2.call; rescue ArgumentError => e; p e.message; end
p h2.deconstruct_keys(nil).equal?(h2)
i = { 1 => 2 }.compare_by_identity
p i == { 1 => 2 }, { 1 => 2 } == i
c = Hash.new(9).merge(a: nil, b: 1).compact
p c, c[:zz]
p i.slice(1).compare_by_identity?, i.compact.compare_by_identity?
begin; {}.freeze.send(:initialize); rescue => e; p e.class; end
