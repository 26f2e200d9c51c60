# MatchData#values_at (indexes, names, ranges) and #deconstruct_keys (key order, missing names).
m = /(?<f>foo)(?<b>bar)(?<c>baz)/.match("foobarbaz")
p m.deconstruct_keys([:f, :a, :b]), m.deconstruct_keys([:f, :b]), m.deconstruct_keys(nil), m.deconstruct_keys([])
p (m.deconstruct_keys(1) rescue $!), (m.deconstruct_keys(["f"]) rescue $!), m.deconstruct_keys([:f, :b, :c, :d])
p m.values_at(0, :f, "b", 1..2, -1, 5, 2..6, 3...), (m.values_at(-6..3) rescue $!), (m.values_at(:zz) rescue $!)
p m.values_at(1.5), (m.values_at(nil) rescue $!)
p MatchData.instance_method(:length) == MatchData.instance_method(:size)
