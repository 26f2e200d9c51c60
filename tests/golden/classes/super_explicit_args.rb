class Base
  def initialize(name, size)
    @name = name
    @size = size
  end

  def describe(prefix)
    "#{prefix}: #{@name} (#{@size})"
  end

  def total(a, b = 10)
    a + b
  end
end

class Derived < Base
  def initialize(name)
    super(name.upcase, name.length)
  end

  def describe(prefix)
    super("[" + prefix + "]") + "!"
  end

  def total(a, b = 1)
    super(a) * 100
  end
end

d = Derived.new("widget")
puts d.describe("item")
p d.total(5)
p d.total(5, 7)
p Base.new("x", 1).total(1)
