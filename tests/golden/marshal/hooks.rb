# Marshal.load's proc and freeze:, dumping to and loading from IO-like objects, the limit
# handed to _dump, and marshal_dump/_dump taking precedence.
class Foo
  def initialize = (@a = 1; @b = "x")
end
class UD
  def initialize(v) = @v = v
  def marshal_dump = [@v]
  def marshal_load(a) = @v = a[0]
end

puts "-- proc"
Marshal.load(Marshal.dump([1, "a", [2], :s, nil]), proc { |x| p x; x })
Marshal.load(Marshal.dump({ a: Foo.new }), ->(x) { p x.class; x })
p Marshal.load(Marshal.dump([1, 2, "three"]), proc { |x| x.is_a?(Integer) ? x * 10 : x })
s = "shared"
Marshal.load(Marshal.dump([s, s]), proc { |x| p x; x })
c = []
c << c
Marshal.load(Marshal.dump(c), proc { |x| p x.size; x })
p Marshal.load(Marshal.dump(UD.new(5)), proc { |x| x.is_a?(UD) ? :replaced : x })

puts "-- freeze"
o = Marshal.load(Marshal.dump(["a", { b: "c" }, Foo.new, [1]]), freeze: true)
p [o.frozen?, o[0].frozen?, o[1].frozen?, o[1][:b].frozen?, o[2].frozen?, o[2].instance_variable_get(:@b).frozen?, o[3].frozen?]
d = Marshal.load(Marshal.dump(["ab", "ab".dup, "ab".b]), freeze: true)
p d[0].equal?(d[1]), d[0].equal?(d[2]), d[2].encoding
p Marshal.load(Marshal.dump(String), freeze: true).frozen?
p Marshal.load(Marshal.dump("a"), freeze: 1).frozen?
p Marshal.load(Marshal.dump("a"), freeze: false).frozen?
p Marshal.load(Marshal.dump("a"), freeze: nil).frozen?
Marshal.load(Marshal.dump(["a"]), proc { |x| p [x, x.frozen?]; x }, freeze: true)

puts "-- io"
class Sink
  attr_reader :chunks
  def initialize = @chunks = []
  def write(s) = (@chunks << s.dup; s.bytesize)
end
sink = Sink.new
r = Marshal.dump([1, "two"], sink)
p r.equal?(sink), sink.chunks.map(&:bytesize), sink.chunks.join.unpack1("H*"), sink.chunks[0].encoding
big = Sink.new
# The buffer goes to `write` once it reaches BUFSIZ bytes (8192 on Linux; CRuby 4.0's WebAssembly
# build has 1024), so these sizes give the same chunks with both.
Marshal.dump(["x" * 9000, "y" * 9000], big)
p big.chunks.map(&:bytesize)
lim = Sink.new
Marshal.dump([[1]], lim, 3)
p lim.chunks.join.unpack1("H*")
class Source
  def initialize(bytes) = (@bytes = bytes; @pos = 0)
  def getbyte = (b = @bytes.getbyte(@pos); @pos += 1 if b; b)
  def read(n) = (s = @bytes.byteslice(@pos, n); @pos += s.bytesize; s)
  attr_reader :pos
end
two = Marshal.dump([1, :a]) + Marshal.dump("second") + Marshal.dump(3.5)
src = Source.new(two)
p Marshal.load(src), Marshal.load(src), Marshal.load(src), src.pos == two.bytesize
begin
  Marshal.load(src)
rescue EOFError => e
  p e.class, e.message
end
class StrLike
  def to_str = Marshal.dump(:via_to_str)
end
p Marshal.load(StrLike.new)

puts "-- _dump and limits"
class Lim
  def _dump(limit) = (p limit; "")
  def self._load(_) = new
end
Marshal.dump([Lim.new])
Marshal.dump([Lim.new], 5)
Marshal.dump(Lim.new, 1)
class Both
  def marshal_dump = :md
  def _dump(_) = "ud"
  def marshal_load(x) = @x = x
end
p Marshal.dump(Both.new)
x = Object.new
def x.marshal_dump = 5
p Marshal.dump(x)
