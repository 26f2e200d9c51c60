# The subject's deconstruct is cached across the top-level patterns of one case/in (through | and =>),
# nested patterns call it each time; deconstruct_keys gets nil when a rest is captured.
class O
  def initialize(n) = (@n = 0; @v = n)
  def deconstruct = (@n += 1; puts "deconstruct #{@n}"; @v)
  def deconstruct_keys(k) = (puts "dk #{k.inspect}"; {a: 1, b: 2})
end
o = O.new([1, 2])
case o
in [1] | [3, 4]
in [5] => x
in O[7, 8]
in [*, 9, *]
in [1, 3]
in {a: 5}
in {a: 5, **nil}
in {a: 5, **r}
in {a: 5, **}
in {}
in {**nil}
in [1, 2] if false
in [1, 2]
  puts "matched"
end
p((o in [1, 2]))
case [o, o]
in [[1], _]
in [[1,2], [1,3]]
in [[1,2], [1,2]] then puts "m2"
end
case {a: 1}
in {b: 1} | {a: String}
end rescue p $!
({a: 1} => {b: 1} | {a: String}) rescue p $!
({a: 1} => {a: String} | {b: 1}) rescue p $!
([1,2] => [_] | [1, String]) rescue p $!
