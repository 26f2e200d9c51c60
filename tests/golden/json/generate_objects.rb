# Generating arbitrary objects: user to_json(*args) receiving the State, to_s fallback,
# subclasses of core classes, nesting limits and circular data, strict mode, JSON.dump.
require "json"

class Point
  def initialize(x, y)
    @x = x
    @y = y
  end

  def to_json(*a)
    {"x" => @x, "y" => @y}.to_json(*a)
  end
end

class Bag
  def initialize(*items) = @items = items
  def to_json(*args) = {"bag" => @items}.to_json(*args)
end

p JSON.generate([Point.new(1, 2)])
puts JSON.pretty_generate([Point.new([1, 2], {"k" => Point.new(3, 4)})])
puts JSON.pretty_generate({"bag" => Bag.new(1, Bag.new, [Point.new(0, 0)])})
p Point.new(5, 6).to_json
p [Point.new(7, 8)].to_json
p({"p" => Point.new(9, 9)}.to_json)

class Baz
  def to_json(*) = "BAZ"
end
p JSON.generate({"k" => Baz.new}), [Baz.new].to_json

class Qux
  def to_json(state) = state.class.to_s
end
p [Qux.new].to_json, JSON.generate(Qux.new)

class Deep
  def to_json(s, *) = "#{s.depth}#{s.indent.inspect}"
end
p JSON.pretty_generate([[Deep.new]]), JSON.generate({"a" => [Deep.new]})

class Bad
  def to_json(*) = 42
end
begin
  JSON.generate([Bad.new])
rescue TypeError => e
  p e.message
end

class Bar
  def to_s = "bar!"
end
p JSON.generate([Bar.new]), Bar.new.to_json, JSON.generate({Bar.new => 1})
p JSON.generate(1..2), JSON.generate(Class.new(Hash)[1, 2]), JSON.generate(Class.new(String).new("s"))
h = Class.new(Hash) { def to_json(*) = '"H"' }.new
h[1] = 2
p JSON.generate([h])
a = Class.new(Array) { def to_json(*) = '"A"' }.new([1])
p JSON.generate({"a" => a})
p [1].to_json(JSON::State.new(indent: "  ", array_nl: "\n"))

# Nesting and circular references.
a = []
a << a
begin
  JSON.generate(a)
rescue JSON::NestingError => e
  p e.message
end
h = {}
h["self"] = h
begin
  JSON.generate(h, max_nesting: 5)
rescue JSON::NestingError => e
  p e.message
end
deep = [[[[1]]]]
[3, 4, 0, false].each do |n|
  p JSON.generate(deep, max_nesting: n)
rescue JSON::NestingError => e
  p e.message
end
p JSON.generate([[[[]]]], max_nesting: 3) rescue p $!.message
p JSON.generate([[[{}]]], max_nesting: 3) rescue p $!.message
p JSON.generate([[[[]]]], max_nesting: 4)
p JSON.generate(Array.new(1) { [[[[[[[[[[1]]]]]]]]]] }, max_nesting: 100)

# Strict mode.
p JSON.generate([1, "a", nil, 1.5, {"k" => true}], strict: true)
p JSON.generate([:sym, {sym: :v}], strict: true)
[Object.new, 1..2, Point.new(1, 2), Rational(1, 2)].each do |o|
  JSON.generate([o], strict: true)
rescue JSON::GeneratorError => e
  p e.message.sub(/0x\h+/, "XX")
end

# GeneratorError details.
begin
  JSON.generate(0.0 / 0)
rescue JSON::GeneratorError => e
  p e.invalid_object.nan?, e.message
end
begin
  JSON.generate(["\xff"])
rescue JSON::GeneratorError => e
  p e.invalid_object, e.message
end
e = JSON::GeneratorError.new("x")
p e.message, e.invalid_object

# JSON.dump.
p JSON.dump([1]), JSON.dump(nil), JSON.dump("x"), JSON.dump({"a" => [1.5, nil]})
p JSON.dump(0.0 / 0), JSON.dump([1.0 / 0])
p JSON.dump([[[1]]], 3)
begin
  JSON.dump([[[1]]], 2)
rescue ArgumentError => e
  p e.message
end
p JSON.dump([1], nil, 5)
out = Object.new
def out.write(s) = (@w ||= []) << s
def out.written = @w
def out.flush = (@w ||= []) << :flush
r = JSON.dump({"a" => 1}, out)
p r.equal?(out), out.written
p JSON.dump(a.first(0))
p JSON.dump("/\u2028", script_safe: true)
