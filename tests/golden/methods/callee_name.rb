# __callee__ is the name a method was called by (an alias's own), __method__ the original.
class C
  def orig = [__method__, __callee__]
  alias_method :ali, :orig
  alias other orig
  def blk = [1].map { __callee__ }
  define_method(:dm) { __callee__ }
  alias dm2 dm
end
c = C.new
p c.orig, c.ali, c.other, c.blk, c.dm, c.dm2
p __callee__
def top = __callee__
p top, c.method(:ali).call
