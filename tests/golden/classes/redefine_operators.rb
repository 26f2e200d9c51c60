# Redefining operators that the VM inlines takes effect at once.
def add(a, b) = a + b
def none?(x) = x.nil?

p add(1, 2)
p none?(nil)

class Integer
  alias_method :original_plus, :+
  def +(other) = original_plus(other).original_plus(100)
end
p add(1, 2)

class NilClass
  def nil? = :redefined
end
p none?(nil)
p none?(1)

class Point
  attr_accessor :x
end
pt = Point.new
pt.x = 5
p pt.x
pt.freeze
begin
  pt.x = 6
rescue => e
  p e.class
end
