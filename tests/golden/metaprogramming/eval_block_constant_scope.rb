# A block run by instance_eval/instance_exec/class_eval/class_exec/Class.new keeps the constant
# scope where it was written: constants are looked up and assigned lexically, while `def`
# still defines on the receiver (its singleton class, or the class itself).
X = :top
class Target
  X = :target
  Y = :only_in_target
end
module Outer
  X = :outer
  def self.run
    t = Target.new
    p t.instance_exec { X }
    p t.instance_eval { X }
    p Target.class_eval { X }
    p Target.class_exec(1) { |_| X }
    begin
      t.instance_exec { Y }
    rescue NameError => e
      p [e.message, e.name]
    end
  end
end
Outer.run
p Target.new.instance_exec { X }
begin
  Target.class_eval { Y }
rescue NameError => e
  p e.message
end
p Target.new.instance_eval { defined?(Y) }

Made = Class.new do
  Z_FROM_BLOCK = 1
  def hello = :hello
end
p defined?(Z_FROM_BLOCK), Made.const_defined?(:Z_FROM_BLOCK, false)
p Made.new.hello

Target.class_eval do
  W_FROM_EVAL = 2
  def added = :added
end
p Object.const_defined?(:W_FROM_EVAL), Target.const_defined?(:W_FROM_EVAL, false)
p Target.new.added

o = Object.new
o.instance_eval do
  def only_here = :singleton
end
p o.only_here, o.singleton_methods
p Target.const_defined?(:X, false), Target.const_defined?(:String, false), Target.const_defined?(:String)

# class and module definitions in such blocks go to the lexical scope too.
o.instance_exec { class DefinedInExec; X_IN = 3; def x = X_IN; end; p DefinedInExec.new.x }
p defined?(DefinedInExec), o.singleton_class.const_defined?(:DefinedInExec, false)
String.class_eval { module DefinedInClassEval; end }
p defined?(DefinedInClassEval), String.const_defined?(:DefinedInClassEval, false)
module Outer
  Target.new.instance_eval { class InOuter; end }
end
p Outer::InOuter
