class T; def f(a, k: 0) = [a, k]; end
class Fwd
  def initialize(t) = @t = t
  ruby2_keywords def call(*args, &b) = @t.f(*args, &b)
  def plain(*args) = @t.f(*args)
end
x = Fwd.new(T.new)
p x.call(1, k: 2), x.call(3)
begin; x.plain(1, k: 2); rescue ArgumentError => e; p e.message; end
def yielder(*a) = yield(*a, **{})
yielder([1, 2]) { |p1, p2| p [p1, p2] }
o = Object.new
def o.find(*paths, opt: true) = block_given? ? paths.each { yield _1, opt } : enum_for(__method__, *paths, opt: opt)
p o.find(:a, :b, opt: false).to_a
