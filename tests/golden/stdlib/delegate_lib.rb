require "delegate"
class Target
  def f(a, k: 0) = [a, k]
  def g = :g
  def each_twice = yield * 2
  private def secret = :s
end
d = SimpleDelegator.new(Target.new)
p d.f(1, k: 2), d.f(3), d.g, d.each_twice { 21 }
p d.respond_to?(:f), d.respond_to?(:secret), d.__getobj__.class
begin; d.nope; rescue NoMethodError => e; p e.message; end
begin; d.secret; rescue NoMethodError => e; p e.class; end
d.__setobj__("str")
p d.upcase, d.length, d == "str", d.is_a?(SimpleDelegator)
class Counter < SimpleDelegator
  def size = super + 100
end
p Counter.new([1, 2]).size
p SimpleDelegator.new(5) + 1
