# ObjectSpace.define_finalizer/undefine_finalizer: finalizers still defined run at exit, after at_exit handlers, with the object id.
o = Object.new
ObjectSpace.define_finalizer(o, proc { |id| puts "finalized #{id == o.object_id}" })
p2 = Object.new
ObjectSpace.define_finalizer(p2) { puts "never" } rescue p $!
r = ObjectSpace.define_finalizer(p2, proc { puts "undefined one" })
p r[0], r[1].class
ObjectSpace.undefine_finalizer(p2)
begin; ObjectSpace.define_finalizer(1, proc {}); rescue => e; p e; end
begin; ObjectSpace.define_finalizer(Object.new, :sym); rescue => e; p e; end
begin; ObjectSpace.define_finalizer("x".freeze, proc {}); rescue => e; p e.class; end
at_exit { puts "at_exit first" }
puts "end of script"
