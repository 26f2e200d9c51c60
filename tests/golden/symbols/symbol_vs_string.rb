# 4.0: Hash#inspect prints {name: ..., "name" => ...}
p :a == "a"
p :a.to_s == "a"
p "a".to_sym == :a
h = { name: "sym key", "name" => "str key" }
p h
p h[:name]
p h["name"]
p h.size
p h.keys
p h.keys.map(&:class)
p :sym.frozen?, "str".dup.frozen?
p :abc.to_s.equal?(:abc.to_s)
p :abc.equal?(:abc)
s1 = "key"
s2 = "key"
p s1.equal?(s2)
p s1.to_sym.equal?(s2.to_sym)
p [:b, :a, :c].sort
p [:b, "a"].map(&:to_s).sort
