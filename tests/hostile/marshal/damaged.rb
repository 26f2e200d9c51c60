# Marshal.load on every prefix and on random bit flips of a rich dump: each load ends in a value
# or an exception, never a crash or a hang.
Pt = Struct.new(:x, :y)
class UD; def initialize(v) = @v = v; def marshal_dump = [@v]; def marshal_load(a) = @v = a[0]; end
class UU; def initialize(v) = @v = v; def _dump(_) = @v.to_s; def self._load(s) = new(s); end
class MyS < String; end
module Ext; end
s = "shared é"
a = [1, -1, 300, -70000, 2**31, -(2**70), 1.5, -0.0, Float::NAN, nil, true, :sym, :sym, "x".b, s, s,
     "ab".encode("UTF-16LE"), { a: 1, "b" => [2] }, Hash.new(3), 1..2, /a.b/ix, /é/, String, Kernel,
     Pt.new(1, 2), UD.new(s), UU.new(5), MyS.new("m"), Object.new.extend(Ext), RuntimeError.new("boom"),
     Set[1, 2], {}.compare_by_identity]
a << a
data = Marshal.dump(a)
outcomes = Hash.new(0)
(0...data.bytesize).each do |n|
  Marshal.load(data.byteslice(0, n))
  outcomes[:ok] += 1
rescue StandardError => e
  outcomes[e.class] += 1
end
rng = Random.new(42)
3000.times do
  b = data.dup
  (1 + rng.rand(3)).times do
    i = rng.rand(b.bytesize)
    b.setbyte(i, rng.rand(2).zero? ? b.getbyte(i) ^ (1 << rng.rand(8)) : rng.rand(256))
  end
  Marshal.load(b)
  outcomes[:ok] += 1
rescue StandardError => e
  outcomes[e.class] += 1
end
p outcomes.keys.map(&:to_s).sort
