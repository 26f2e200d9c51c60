# Method#inspect / UnboundMethod#inspect in CRuby 4.0's form: receiver or owner, the defining
# module in parentheses, the original name of an alias, the parameters and the source place.
class Base
  def plain; end
  def full(a, b = 1, *c, d:, e: 2, **f, &g); end
  def fwd(...); end
  def anon(*, **, &); end
  def nokw(**nil); end
  def self.cm(x); end
  alias_method :renamed, :plain
end
module Mixin
  def from_mixin(x, y = nil); end
end
class Derived < Base
  include Mixin
  alias again full
end
o = Derived.new
[o.method(:plain), o.method(:full), o.method(:fwd), o.method(:anon), o.method(:nokw), o.method(:renamed),
 o.method(:from_mixin), o.method(:again), Base.method(:cm), Derived.method(:cm),
 Base.instance_method(:full), Derived.instance_method(:renamed), Mixin.instance_method(:from_mixin),
 1.method(:+), "".method(:upcase), [].method(:push), String.method(:new), Kernel.method(:puts),
 method(:puts), Comparable.instance_method(:clamp)].each do |m|
  puts m.inspect.sub(/0x\h+/, "0x")
end
def o.single(q) = q
puts o.method(:single).inspect.sub(/0x\h+/, "0x")
puts o.method(:plain).inspect.sub(/0x\h+/, "0x")
p o.method(:plain).to_s == o.method(:plain).inspect
p proc { }.inspect.sub(/0x\h+/, "0x"), lambda { }.to_s.sub(/0x\h+/, "0x"), :upcase.to_proc.inspect.sub(/0x\h+/, "0x")
p proc { }.to_s.encoding
class MyProc < Proc; end
p MyProc.new { }.inspect.sub(/0x\h+/, "0x")
