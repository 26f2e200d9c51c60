# Binding's methods: locals, receiver, source_location, dup, implicit parameters, and errors.
def where
  here = 1
  binding
end
b = where
p b.local_variables
p b.local_variable_get(:here)
p b.local_variable_get("here")
p b.local_variable_set(:here, 2)
p b.local_variable_get(:here)
p b.local_variable_set(:added, 3)
p b.local_variables
p b.local_variable_defined?(:added), b.local_variable_defined?(:nope)
p b.receiver
p b.source_location
p b.class, b.frozen?

d = b.dup
d.local_variable_set(:only_in_dup, 1)
p d.local_variable_defined?(:only_in_dup), b.local_variable_defined?(:only_in_dup)
d.local_variable_set(:here, 9)
p b.local_variable_get(:here)

def error(&blk)
  yield
rescue => e
  puts "#{e.class}: #{e.message.sub(/#<Binding:0x\h+>/, '#<Binding>')}"
end
error { b.local_variable_get(:missing) }
error { b.local_variable_get(:@iv) }
error { b.local_variable_set(:Const, 1) }
error { b.local_variable_get(:class) }
error { b.local_variable_get(1) }
error { b.local_variable_get(:_1) }
error { b.eval(:sym) }
error { Binding.new }

[5].each do
  _1
  bb = binding
  p bb.implicit_parameters, bb.implicit_parameter_get(:_1), bb.implicit_parameter_defined?(:_2)
  p bb.local_variables
  error { bb.implicit_parameter_get(:_2) }
  error { bb.implicit_parameter_get(:x) }
end
[6].each do
  it
  p binding.implicit_parameters, binding.implicit_parameter_get(:it)
end
p binding.implicit_parameters

o = Object.new
def o.inside
  @v = 1
  binding
end
ob = o.inside
p ob.receiver.equal?(o)
p ob.eval("@v")
p ob.eval("self").equal?(o)
p ob.eval("__method__")

error { :upcase.to_proc.binding }
