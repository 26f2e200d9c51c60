# Class#allocate on built-in classes: either an object every method of the class can take, or
# CRuby's TypeError "allocator undefined for X".
def show(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class} #{strip_addr(e.message)}"
end

# Object addresses differ between implementations: cut out each ":0x..." up to its ">".
def strip_addr(m)
  out = +""
  while (i = m.index(":0x"))
    j = m.index(">", i) || m.size
    out << m[0, i]
    m = m[j..]
  end
  out << m
end

[Integer, Float, Symbol, NilClass, TrueClass, FalseClass, Proc, Method, UnboundMethod, Encoding].each do |k|
  show(k.to_s) { k.allocate }
end
show("Integer subclass") { Class.new(Integer).allocate.class }
show("Symbol via Class#allocate") { Class.instance_method(:allocate).bind_call(Symbol) }
show("String") { String.allocate }
show("Array") { Array.allocate }
show("Hash") { Hash.allocate }
show("String subclass") { Class.new(String).allocate << "a" }

show("Module.allocate") { Module.allocate.class }
show("module via Class#allocate") { Class.instance_method(:allocate).bind_call(Module).class }
show("Class.new(Module).new") { Class.new(Module).new.instance_methods }

c = Class.allocate
show("uninitialized name") { c.name }
show("uninitialized instance_methods") { c.instance_methods(false) }
show("uninitialized superclass") { c.superclass }
show("uninitialized new") { c.new }
show("uninitialized allocate") { c.allocate }
show("inherit uninitialized") { Class.new(c) }
show("define into it") { c.class_eval { def x = 1 } }
show("initialize") { c.send(:initialize, String).equal?(c) }
show("superclass now") { c.superclass }
show("new now") { c.new("ab").x }
show("initialize again") { c.send(:initialize) }
show("Class.new(Class)") { Class.new(Class) }
show("Class.new(nil)") { Class.new(nil) }
show("Class.new(Kernel)") { Class.new(Kernel) }

r = Range.allocate
show("Range.allocate") { r }
show("Range first") { r.first }
show("Exception.allocate") { Exception.allocate.message }

e = Enumerator.allocate
show("Enumerator inspect") { e.inspect }
show("Enumerator next") { e.next }
show("Enumerator to_a") { e.to_a }
show("Enumerator rewind") { e.rewind }
show("Enumerator with_index") { e.with_index.to_a }
show("Lazy first") { Enumerator::Lazy.allocate.first(1) }

show("Random.allocate") { Random.allocate.rand.class }
show("Random subclass allocate") { k = Class.new(Random); r = k.allocate; [r.is_a?(Random), r.class == k, r.bytes(2).size] }
show("IO.allocate puts") { IO.allocate.puts 1 }
show("IO.allocate write") { IO.allocate.write "x" }
