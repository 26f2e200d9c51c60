# 4.0: pp prints hashes as {a: 1}; pp returns its argument(s)
r = pp 1
p r
r = pp "str", :sym
p r
r = pp
p r
r = pp [1, [2, "three"]]
p r
r = pp({ a: 1, "b" => [2] })
p r
x = pp(5) + 1
p x
pp nil
pp 1..2
pp 1.5
