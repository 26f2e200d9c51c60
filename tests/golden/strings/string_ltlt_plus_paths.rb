# String#<< and String#+ with String arguments (the instructions take a shortcut for plain
# Strings): subclasses, singleton methods, frozen receivers, non-String arguments,
# redefinition and prepended modules must all still behave like the methods.
s = +"a"
s << "b" << "ü"
t = s + "!"
p s, t, s.size, t.size, s.encoding, (s + "").equal?(s)

class MyStr < String
  def <<(x) = super("[#{x}]")
  def +(x) = "plus:#{x}"
end
m = MyStr.new("m")
m << "x"
p m, m + "y", m.class

one = +"one"
def one.<<(x) = "singleton <<"
p(one << "z")

begin
  "frozen".freeze << "x"
rescue => e
  p e.class, e.message
end

p((+"n") << 65, (+"n") << 0x263A)
begin
  "x" + 1
rescue => e
  p e.class, e.message
end
o = Object.new
def o.to_str = "conv"
p("x" + o, (+"y") << o)

b = "\xff".b
c = +""
c << b
p c.encoding, c.valid_encoding?
d = "e" + "\xff".b
p d.encoding, d.valid_encoding?
e = +"abc"
e << "\xff\xfe".b
p e.encoding, e.bytesize
f = "\xff".b + "é".b + "a"
p f.encoding, ("a".b + "é").encoding, ("é" + "a".b).encoding, ("".b + "é").encoding, ("é" + "".b).encoding
u = "ab".force_encoding("US-ASCII")
p (u + "é").encoding, (u + "c").encoding, ("é" + u).encoding
[["é", "\xff".b], ["\xff".b, "é"], ["é".force_encoding("US-ASCII"), "é"]].each do |x, y|
  begin
    p x + y
  rescue => err
    p err.class, err.message
  end
  begin
    z = x.dup
    z << y
    p z
  rescue => err
    p err.class, err.message
  end
end

# Backtraces: an encoding error from + shows the String#+ frame; << raises from its caller.
def join(a, b) = a + b
def app(a, b) = a << b
begin
  join("é", "\xff".b)
rescue => err
  puts err.backtrace.first(2)
end
begin
  app(+"é", "\xff".b)
rescue => err
  puts err.backtrace.first(1)
end

module Loud
  def <<(x) = super(x.upcase)
  def +(x) = super(x * 2)
end
String.prepend(Loud)
q = +"q"
q << "r"
p q, q + "s"

class String
  def <<(x) = "redefined"
end
p((+"w") << "v")

