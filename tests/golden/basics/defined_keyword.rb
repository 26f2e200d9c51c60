# defined? returns a description string or nil
x = 10
p defined?(x)
p defined?(y)
p defined?(puts)
p defined?(String)
p defined?(NoSuchConstant)
p defined?(@ivar)
@ivar = 1
p defined?(@ivar)
p defined?($some_global)
$some_global = 2
p defined?($some_global)
p defined?(3 + 4)
p defined?(nil)
p defined?(self)
p defined?(true)
p defined?(x = 99)
p x
p defined?(String.new)
p defined?(String.no_such_method)

def with_block
  defined?(yield)
end
p with_block
p with_block { 1 }

class Base
  def hello; end
end
class Child < Base
  def hello
    defined?(super)
  end
  def other
    defined?(super)
  end
end
p Child.new.hello
p Child.new.other
