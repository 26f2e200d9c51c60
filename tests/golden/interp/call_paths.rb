# Calls that take the interpreter's fast paths must keep Ruby's argument semantics: keywords
# passed to positional parameters become a Hash, builtins check their arity, define_method
# bodies are lambdas.
class C
  define_method(:one) { |h| h }
  define_method(:two) { |a, b| [a, b] }
  def pos(h) = h
end
c = C.new
p c.one(a: 1), c.one(1), c.pos(b: 2), c.two(1, 2)
begin
  c.two(1)
rescue ArgumentError => e
  p e.message
end
begin
  c.one
rescue ArgumentError => e
  p e.message
end
3.times { p c.one(k: _1) }
p 4.even?, 5.even?, 7.fdiv(2), [3, 1, 2].max, "ab".center(6, "*")
begin
  4.even?(1)
rescue ArgumentError => e
  p e.message
end
begin
  1.fdiv
rescue ArgumentError => e
  p e.message
end
def kw(a, b: 2, c: 3) = [a, b, c]
p kw(1), kw(1, c: 9), kw(1, b: 5, c: 6)
h = { b: 7 }
p kw(h)
begin
  kw
rescue ArgumentError => e
  p e.message
end
def req(x:) = x
begin
  req
rescue ArgumentError => e
  p e.message
end
p req(x: 4)
