# The String forms of instance_eval, class_eval and module_eval: self, where `def` and constants
# go, Module.nesting, the caller's locals, file and line arguments.
class Box
  def initialize = @secret = 41
end
o = Box.new
local = 1
p o.instance_eval("@secret + local")
o.instance_eval("def only_me = :sing")
p o.only_me, o.singleton_methods
p Box.new.respond_to?(:only_me)
o.instance_eval("SINGLETON_CONST = 3")
p o.singleton_class.const_get(:SINGLETON_CONST)
p o.instance_eval("Module.nesting").size

Box.class_eval("def added = @secret + 1")
p Box.new.added
Box.class_eval("INNER = :inner")
p Box::INNER
p Box.class_eval("Module.nesting")
p Box.module_eval("self")
p Box.class_eval("[__FILE__, __LINE__]", "box.rb", 20)
p Box.class_eval { Module.nesting }
Box.class_eval("attr_accessor :extra")
b = Box.new
b.extra = 5
p b.extra

module Mixin; end
Mixin.module_eval("def mixed = :mixed")
Box.include(Mixin)
p Box.new.mixed

local = 2
Box.class_eval("define_method(:with_local) { local * 10 }")
p Box.new.with_local

class Box
  p Module.nesting
  p class_eval("Module.nesting")
end

p 5.instance_eval("self + 1")
p "str".instance_eval("size")
begin
  o.instance_eval("1") { }
rescue ArgumentError => e
  p e.message
end
begin
  o.instance_eval
rescue ArgumentError => e
  p e.message
end
begin
  Box.class_eval("1", "f", 1, 2)
rescue ArgumentError => e
  p e.message
end
begin
  Box.class_eval("def broken(")
rescue SyntaxError => e
  puts e.message.lines.first
end
begin
  o.instance_eval("raise 'in instance_eval'", "ie.rb", 7)
rescue => e
  p e.backtrace.first
end
# 4.0: ruby40 (WebAssembly) runs a script through `load`, so it labels top-level frames
# <top (required)> where CRuby 4.0 running the script prints <main>; that is the only difference.
