# DelegateClass (CRuby's delegate.rb) defines its forwarding methods with module_eval of strings.
require 'delegate'
class Stack < DelegateClass(Array)
  def initialize(items = []) = super(items)
  def peek = last
end
s = Stack.new([3, 1, 2])
p s.sort, s.size, s.peek, s.is_a?(Stack), s.respond_to?(:push)
s.push(9)
p s.__getobj__
p Stack.instance_method(:map).owner.class
s.__setobj__([1])
p s.to_a
p s == [1]
class Temp < DelegateClass(Integer)
  def initialize(v) = super(v)
  def +(o) = Temp.new(__getobj__ + o)
end
t = Temp.new(5) + 2
p t.class, t.__getobj__, t.to_s
p (Stack.new.no_such rescue $!.class)
