# Kernel#autoload registers in the caller's lexical class; Kernel.autoload is the same at the
# top level. The file is loaded by calling `require` on main, so a redefined require sees it.
p Kernel.private_instance_methods(false).include?(:autoload), Kernel.private_instance_methods(false).include?(:autoload?)
p Kernel.singleton_methods.include?(:autoload), Kernel.singleton_methods.include?(:autoload?)
p Module.public_instance_methods(false).include?(:autoload), Module.public_instance_methods(false).include?(:autoload?)
p Module.instance_method(:autoload).arity, Module.instance_method(:autoload?).arity
p Kernel.instance_method(:autoload).arity, Kernel.instance_method(:autoload?).arity

module Kits
  def self.setup
    autoload :Widget, "./al_helper_kernel_widget"
    autoload?(:Widget)
  end
end
p Kits.setup
p Kits.autoload?(:Widget), Object.autoload?(:Widget)

# main's require is what loads the file.
class << self
  def require(path)
    puts "main.require(#{path.inspect})"
    super
  end
end
p Kits::Widget.name_tag

Kernel.autoload(:Gadget, "./al_helper_kernel_gadget")
p Kernel.autoload?(:Gadget), Object.autoload?(:Gadget)
p Gadget

# In a method defined in a Class.new block, the class being defined is the scope.
cls = Class.new do
  def go
    autoload :Object, "./never_loaded"
    autoload? :Object
  end
end
p cls.new.go
p cls.autoload?(:Object)

# instance_eval on a plain object: its class (Object) is the scope.
Object.new.instance_eval do
  autoload :EvalDefined, "./never_loaded_either"
end
p Object.autoload?(:EvalDefined)
p Kernel.autoload?(:NotRegistered)
