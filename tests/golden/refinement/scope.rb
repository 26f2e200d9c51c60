# Where `using` applies: the rest of the file or body, lexically; not before it, not in other
# files, not in methods defined before it.
class Greeter
  def hello = "hello"
end

module Polite
  refine Greeter do
    def hello = "good day"
    def greet = "greetings"
  end
  refine String do
    def greet = "string #{self}"
  end
end

def before_using(g) = g.hello
p Greeter.new.hello

using Polite

def after_using(g) = g.hello
p Greeter.new.hello, before_using(Greeter.new), after_using(Greeter.new)

require_relative "scope_helper"
p ScopeHelper.greet("x"), HELPER_SEES
p((:a.greet rescue "no symbol refinement here"))

# A module body: active from `using` to its `end`; reopening does not bring it back.
class Integer0
end
module Formal
  refine Integer do
    def formal = "number #{self}"
  end
end
class Report
  p((1.formal rescue "not yet"))
  using Formal
  p 1.formal
  class Nested
    p 2.formal
  end
  def show(n) = n.formal
  BLOCK = -> { 3.formal }
end
p((1.formal rescue "not outside"))
p Report.new.show(4), Report::BLOCK.call
class Report
  p((5.formal rescue "not in the reopened body"))
end

# Blocks run by Class.new, Module.new, instance_eval and instance_exec keep the scope's
# refinements.
module Blocks
  using Formal
  Class.new { p 6.formal }
  Module.new { p 7.formal }
  p Object.new.instance_eval { 8.formal }
  p 9.instance_exec(10) { |x| x.formal }
  p [11, 12].map { |x| x.formal }
end

# String eval sees the refinements of where it runs; `using` inside eval stays there.
module Evals
  using Formal
  p eval("13.formal")
  def self.b = binding
end
p Evals.b.eval("14.formal")
p eval("using Formal; 15.formal")
p((16.formal rescue "eval's using stayed in the eval"))

# `using` in a block at the top level changes the rest of the file.
module Late
  refine Float do
    def late = "late #{self}"
  end
end
[1].each { using Late }
p 1.5.late

# `using` in a block run several times adds to the enclosing scope each time.
module Each1
  refine Float do
    def each1 = "each1"
  end
end
module Each2
  refine Float do
    def each2 = "each2"
  end
end
[Each1, Each2].each { |m| using m }
p 2.5.each1, 2.5.each2
module Many
  20.times do |i|
    using Module.new { refine(Integer) { define_method(:"m#{i}") { i } } }
  end
  p 1.m0 + 1.m19
end

# A call site that runs before and after a `using` (a loop at the top level).
module Twice
  refine NilClass do
    def twice = "twice"
  end
end
i = 0
while i < 2
  p((nil.twice rescue "first pass"))
  using Twice if i == 0
  i += 1
end
