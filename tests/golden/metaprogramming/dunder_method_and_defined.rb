def current = __method__

class Tracer
  def trace = __method__
  define_method(:dyn) { __method__ }
  def block_method = [1].map { __method__ }
end

p current
p Tracer.new.trace
p Tracer.new.dyn
p Tracer.new.block_method
p __method__

x = 5
p defined?(x)
p defined?(y)
p defined?(puts)
p defined?(String)
p defined?(Nope)
p defined?(@foo)
@foo = 1
p defined?(@foo)
p defined?(3 + 3)
p defined?(Tracer.new.trace)
p defined?(Tracer.new.nothing)
p defined?(yield)
p defined?(self)
p defined?(nil)
p defined?(x = 2)
