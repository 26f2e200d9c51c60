# super: calls into a superclass method and through an included module.
module Twice
  def m(a)
    super(a) * 2
  end
end

class Base
  def m(a)
    a + 1
  end
end

class Child < Base
  def m(a)
    super + 1
  end
end

class Mixed < Base
  include Twice

  def m(a)
    super
  end
end

c = Child.new
x = Mixed.new
sum = 0
i = 0
while i < 3_000_000
  sum += c.m(i) + x.m(1)
  i += 1
end
p sum
