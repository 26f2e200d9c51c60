# User hooks that misbehave during dump and load: mutating what is being dumped, raising,
# returning odd things, a port whose write or getbyte raises or lies.
$arr = [1, 2, 3]
class Grower
  def marshal_dump = ($arr.concat([4] * 10); $arr.clear; [self.class.name])
end
p Marshal.dump([$arr, Grower.new, $arr]).bytesize rescue p $!
class Raiser
  def marshal_dump = raise("boom")
  def _dump(_) = raise("no")
end
p((Marshal.dump([Raiser.new]) rescue $!.message))
class BadLoad
  def self._load(_) = raise(IndexError, "bad load")
end
p((Marshal.load("\x04\bu:\fBadLoad\x06x") rescue $!.class))
class SelfLoad
  def self._load(s) = Marshal.load(s)
  def _dump(_) = Marshal.dump(:inner)
end
p Marshal.load(Marshal.dump(SelfLoad.new))
class LiesPort
  def getbyte = 300
  def read(n) = "z" * (n + 5)
end
p((Marshal.load(LiesPort.new) rescue $!.class))
class NilPort
  def getbyte = 4
  def read(_) = nil
end
p((Marshal.load(NilPort.new) rescue $!.class))
class BadWrite
  def write(_) = raise(IOError, "closed")
end
p((Marshal.dump("x" * 20_000, BadWrite.new) rescue $!.class))
h = { a: 1 }
class Mutator
  def initialize(h) = @h = h
  def marshal_dump = (100.times { |i| @h[i] = i }; 1)
end
h[:m] = Mutator.new(h)
p((Marshal.dump(h).bytesize rescue $!.class))
pr = proc { |x| x.is_a?(Array) ? x.clear : x }
p Marshal.load(Marshal.dump([[1, [2]], [3]]), pr)
p((Marshal.load(Marshal.dump([1]), proc { raise "in proc" }) rescue $!.message))
p((Marshal.load(Marshal.dump([1]), 5) rescue $!.class))
frozen = Marshal.load(Marshal.dump(["a", { "b" => "c" }]), freeze: true)
begin
  frozen[1]["d"] = 1
rescue FrozenError => e
  p e.class
end
p Marshal.load("\x04\x08[\x07I\"\x06a\x06:\x06ET@\x06".b, freeze: true)
