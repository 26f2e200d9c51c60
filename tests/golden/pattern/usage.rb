# Patterns in blocks, loops and methods; Struct, Data and MatchData deconstruction.
Point = Struct.new(:x, :y)
Coord = Data.define(:lat, :lng)

def classify(v)
  case v
  in Point[x, y] if x == y then "diagonal #{x}"
  in Point(x:, y: 0) then "on x axis at #{x}"
  in Coord(lat:, lng:) then "coord #{lat},#{lng}"
  in [Integer => a, *rest] then "int list #{a} #{rest}"
  in {type: :circle, r:} then "circle #{r}"
  in String | Symbol => s then "text #{s}"
  in nil then "nothing"
  else "other #{v.inspect}"
  end
end

[Point.new(1, 1), Point.new(3, 0), Coord.new(lat: 1, lng: 2), [1, 2, 3], {type: :circle, r: 5},
 "s", :sym, nil, 4.5, Point.new(1, 2)].each { |v| puts classify(v) }

# locals bound by a pattern are visible to blocks and after the case
results = [[1, 2], [3, 4]].map do |pair|
  pair => [a, b]
  -> { a + b }
end
p results.map(&:call)

# the deconstruct cache is per execution of the case
class Counter
  attr_reader :calls
  def initialize = @calls = 0
  def deconstruct = (@calls += 1; [1])
end
c = Counter.new
3.times do
  case c
  in [2] then :no
  in [1] then :yes
  end
end
p c.calls

# keys passed to deconstruct_keys
class Keys
  def deconstruct_keys(keys) = (p keys; {a: 1, b: 2, c: 3})
end
k = Keys.new
case k
in {a: 1, b: 2} then p :ab
end
case k
in {a: 1, **rest} then p rest
end
case k
in {a: 1, **} then p :anon
end
p((k in {a: 1, b: 2, c: 3, **nil}))

md = /(?<year>\d+)-(?<mon>\d+)/.match("2024-05")
case md
in {year:, mon:} then p [year, mon]
end
case md
in [y, m] then p [y, m]
end

# find pattern, nested
case [1, [2, 3], {k: [4, 5, 6]}]
in [*, {k: [*, 5 => five, *post]}, *] then p [five, post]
end
case [[1, :a], [2, :b], [3, :c]]
in [*pre, [2, sym], *post] then p [pre, sym, post]
end

# pins
expected = 5
list = [5, 5, 6]
list.each do |v|
  case v
  in ^expected then puts "pinned #{v}"
  in Integer => other then puts "other #{other}"
  end
end
case [1, 1]
in [a, ^a] then puts "same"
end
case {n: 2, m: 2}
in {n:, m: ^n} then puts "hash pin #{n}"
end
case 10
in ^(expected * 2) then puts "expr pin"
else puts "no expr pin"
end

# one-line forms
h = {status: "ok", items: [1, 2]}
h => {status:, items: [first, *]}
p [status, first]
p((1 in Integer))
p(("x" in Integer))
p(([1, 2] in [_, _]))
v = (h in {status: "bad"})
p v

# ranges, lambdas, regexps and constants as values
[0, 5, 50, "abc", -3].each do |x|
  r = case x
      in ..0 then :nonpositive
      in 1..9 then :digit
      in ->(n) { n.is_a?(Integer) && n > 9 } then :big
      in /b/ then :has_b
      end
  p r
end
