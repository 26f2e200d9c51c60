class Parent
  def greet(name, punct = "!", *rest, times: 1)
    "hello #{name}#{punct}#{rest.join(",")} x#{times}"
  end

  def modify(x)
    "parent got #{x}"
  end

  def with_block
    yield(:from_parent)
  end
end

class Child < Parent
  def greet(name, punct = "?", *rest, times: 2)
    "child: " + super
  end

  def modify(x)
    x = x * 2
    super
  end

  def with_block
    super
  end
end

c = Child.new
puts c.greet("Ann")
puts c.greet("Ann", ".")
puts c.greet("Ann", ".", 1, 2, times: 5)
puts c.modify(21)
p c.with_block { |v| "block got #{v}" }
