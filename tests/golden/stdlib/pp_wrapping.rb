# Kernel#pp loads CRuby's pp.rb on first use and breaks long structures over lines as CRuby does.
pp({a: 1, b: [1, 2, {c: "x" * 30}], d: "y" * 40, e: (1..20).to_a})
class PPObj; def initialize; @x = 1; @y = "two" * 30; end; end
puts PPObj.new.pretty_inspect.sub(/0x\h+/, "0x")
S = Struct.new(:a, :b)
pp S.new(1, [2] * 30)
pp [1, [2, [3]]], "str"
x = pp(1, 2)
p x
a = [1]; a << a
pp a
h = {k: 1}; h[:self] = h
pp h
p 12.pretty_inspect
pp Set[1, 2]
pp Data.define(:q).new(q: 1)
pp ("word " * 20).split
nested = (1..3).map { |i| {id: i, tags: %w[alpha beta gamma delta], meta: {created: "2026-11-23", size: i * 1000}} }
pp nested
