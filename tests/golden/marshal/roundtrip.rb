# Marshal.load(Marshal.dump(x)) gives back an equal object of the same class, with shared
# references and cycles intact.
Point = Struct.new(:x, :y)
KwPoint = Struct.new(:a, :b, keyword_init: true)
DPoint = Data.define(:x, :y)
class Foo
  attr_reader :a, :b
  def initialize(a, b) = (@a = a; @b = b)
end
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
module Ext; def ext_hello = "hello from Ext"; end
class UD
  attr_reader :v
  def initialize(v) = @v = v
  def marshal_dump = { "v" => @v }
  def marshal_load(h) = @v = h["v"]
end
class UU
  attr_reader :v
  def initialize(v) = @v = v
  def _dump(_limit) = @v.to_s
  def self._load(s) = new(s.to_i)
end
class MySet < Set; end

def rt(x) = Marshal.load(Marshal.dump(x))

values = [
  nil, true, false, 0, 1, -1, 123, -124, 2**30 - 1, 2**30, -2**30 - 1, 2**62, 2**64 + 1, -(2**100),
  0.0, -0.0, 1.5, 1e100, 1.0 / 3, -Float::INFINITY, 5e-324, 1.7976931348623157e308,
  "", "abc", "héllo", "\xff\xfe".b, "abc".force_encoding("US-ASCII"), "ab".encode("UTF-16LE"),
  "x".force_encoding("Shift_JIS"), :sym, :"with space", :é,
  [1, [2, [3]]], { a: 1, "b" => [2] }, 1..2, 1...3, (1..), (.."z"), ("a".."c"),
  /ab/ix, /é/m, String, Kernel, Comparable, Point.new(1, "two"), KwPoint.new(a: 1, b: 2),
  DPoint.new(x: 1, y: [2]), MyStr.new("sub"), MyArr[1, 2], MyHash[1, 2], Set[1, [2], "three"],
  MySet[:a], RuntimeError.new("boom"), StandardError.new, Encoding::UTF_8, Encoding::Shift_JIS,
]
values.each do |v|
  r = rt(v)
  same = v.is_a?(Float) && v.nan? ? r.nan? : (r == v || r.eql?(v))
  same = r.message == v.message if v.is_a?(Exception)
  puts "#{v.inspect} -> #{r.inspect} #{r.class} #{same}#{r.is_a?(String) ? " #{r.encoding}" : ""}"
end
p rt(Float::NAN).nan?
p rt(-0.0).to_s
p rt(Hash.new(7))[:missing]
f = rt(Foo.new(1, [2]))
p [f.class, f.a, f.b]
s = rt(Object.new.extend(Ext))
p s.ext_hello, s.singleton_class.include?(Ext)
u = rt(UD.new([1, 2]))
p [u.class, u.v]
w = rt(UU.new(42))
p [w.class, w.v]
a = "shared"
x = rt([a, a, [a]])
p x, x[0].equal?(x[1]), x[0].equal?(x[2][0])
c = []
c << c << 1
y = rt(c)
p y.size, y[0].equal?(y), y[1]
h = {}
h[:me] = h
z = rt(h)
p z[:me].equal?(z)
o = Foo.new(nil, nil)
o.instance_variable_set(:@a, o)
o2 = rt(o)
p o2.a.equal?(o2)
ci = rt({}.compare_by_identity.tap { |q| q["k"] = 1 })
p ci.compare_by_identity?, ci.size
cis = rt(MyHash.new.compare_by_identity)
p cis.class, cis.compare_by_identity?
st = "s".dup
st.instance_variable_set(:@note, :n)
p rt(st).instance_variable_get(:@note)
ar = [1]
ar.instance_variable_set(:@tag, "t")
p rt(ar).instance_variable_get(:@tag)
e = (raise ArgumentError, "bad" rescue $!)
e2 = rt(e)
p e2.class, e2.message, e2.backtrace == e.backtrace
outer = begin
  begin
    raise "inner"
  rescue
    raise "outer"
  end
rescue => ex
  ex
end
p rt(outer).cause.message
p rt(DPoint.new(x: 1, y: 2)).frozen?
p rt("str").frozen?
dd = rt([1.5, 1.5, 2**70, 2**70])
p dd
p rt(Point.new(1, 2).tap { |pt| pt.instance_variable_set(:@extra, 9) }).instance_variable_get(:@extra)
p rt(Set[1, 2].tap { |se| se.instance_variable_set(:@z, 3) }).instance_variable_get(:@z)
p Marshal.restore(Marshal.dump([:restore, 1]))
p Marshal::MAJOR_VERSION, Marshal::MINOR_VERSION
