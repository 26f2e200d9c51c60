# Control flow and method context inside evaluated code: return, yield, super, block_given?,
# $~ shared with the caller, def visibility, blocks and procs created by eval.
def returns_early
  eval("return :from_eval")
  :not_reached
end
p returns_early

def yields
  eval("yield 1, 2")
end
p(yields { |a, b| a + b })

def given? = eval("block_given?")
p given? {}, given?

class Base
  def greet(x) = "base #{x}"
end
class Derived < Base
  def greet(x) = eval("super(x) + ' via eval'")
end
p Derived.new.greet(1)

def match_vars
  "hello" =~ /l+/
  p eval("$~[0]")
  eval('"world" =~ /or/')
  p $~[0]
  p eval("$`")
end
match_vars

eval("def top_defined = :private_at_top")
p Object.private_method_defined?(:top_defined)
p top_defined

class Vis
  private
  eval("def hidden = 1")
  public
  def call_hidden = hidden
end
p Vis.private_method_defined?(:hidden), Vis.new.call_hidden

adder = eval("->(a, b) { a + b }")
p adder.(2, 3), adder.lambda?

def make_counter
  count = 0
  eval("-> { count += 1 }")
end
ctr = make_counter
ctr.call
p ctr.call

r = [1, 2, 3].map { |v| eval("v * 2") }
p r

p eval("[1, 2].each { |q| break q * 10 }")
p eval("begin; raise 'x'; rescue => e; e.message; end")
p eval("catch(:t) { throw :t, :thrown }")
x = 0
eval("while x < 3; x += 1; end")
p x
p eval("__dir__") == __dir__
p eval("binding").local_variable_defined?(:x)
p binding.eval("eval('x + 1')")
