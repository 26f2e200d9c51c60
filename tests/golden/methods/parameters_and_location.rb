def m1(a, b=1, *r, c, d:, e: 2, **k, &blk); end
def m2(*, **, &); end
def m3(...); end
def m4((a, b), c); end
def m5(**nil); end
p method(:m1).parameters, method(:m2).parameters, method(:m3).parameters, method(:m4).parameters, method(:m5).parameters
p proc { |x, (y, z), *w| }.parameters, lambda { |x| }.parameters, proc { |x| }.parameters(lambda: true)
p [].method(:push).parameters, 1.method(:+).parameters
p method(:m1).source_location[1], proc {}.source_location[1], File.basename(method(:m1).source_location[0])
p 1.method(:+).source_location
p Class.new { attr_accessor :q }.instance_method(:q=).parameters
class K; P = proc { 1 }; end
p K::P.class, K::P.call
