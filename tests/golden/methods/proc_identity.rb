# Proc#==/eql?/hash, dup and clone, Proc.new on a subclass (initialize runs), curry of
# lambdas, arity with keywords, ruby2_keywords.
pr = proc { |x| x }
d = pr.dup
p pr == d, pr.eql?(d), pr.equal?(d), pr.hash == d.hash, d.call(1), pr == proc { |x| x }
l = lambda { |x| x }
p l.clone.lambda?, l.dup == l, l == pr
f = proc { 1 }.freeze
p f.dup.frozen?, f.clone.frozen?
pr.instance_variable_set(:@tag, :t)
p pr.dup.instance_variable_get(:@tag)
class Tracked < Proc
  attr_reader :args
  def initialize(*args)
    @args = args
    super()
  end
end
t = Tracked.new(1, 2) { :body }
p t.class, t.args, t.call, t.dup.class, t.clone.args
p Tracked.new(&t).equal?(t), Proc.new(&t).class, Proc.new(&t) == t
begin
  Proc.new(1) { }
rescue ArgumentError => e
  p e.message
end
m = Tracked.new(&"abc".method(:upcase))
p m.class, m.lambda?, m.call
sym = Tracked.new(&:size)
p sym.call("four"), sym.lambda?
add = ->(a, b, c = 0) { a + b + c }
p add.curry.arity, add.curry[1][2], add.curry(3)[1][2][3]
begin
  add.curry(4)
rescue ArgumentError => e
  p e.message
end
begin
  add.curry(1)
rescue ArgumentError => e
  p e.message
end
p proc { |a, b| [a, b] }.curry(3)[1][2][3]
p proc { |a, b:| }.arity, proc { |a, b: 1| }.arity, lambda { |a, b:| }.arity, lambda { |a, b: 1| }.arity
p proc { |*a, b:| }.arity, lambda { |a = 1, *b, c:, d: 2, **e, &f| }.arity, proc { |(a, b), c| }.arity
r2k = proc { |*args| args.last }.ruby2_keywords
h = r2k.call(1, k: 2)
p h, Hash.ruby2_keywords_hash?(h), Hash.ruby2_keywords_hash?({k: 2})
flagged = Hash.ruby2_keywords_hash({a: 1})
p flagged, Hash.ruby2_keywords_hash?(flagged)
begin
  Hash.ruby2_keywords_hash?(1)
rescue TypeError => e
  p e.message
end
