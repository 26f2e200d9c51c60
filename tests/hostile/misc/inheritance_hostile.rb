# Subclassing and including with odd arguments.
p((Class.new(1) rescue $!.class))
p((Class.new(Class) rescue $!.class))
p((Class.new(Integer).new rescue $!.class))
p((Class.new { include 1 } rescue $!.class))
p((Class.new { include Class.new } rescue $!.class))
m = Module.new
m.include(m) rescue p $!.class
p((Class.new(BasicObject).new.class rescue $!.class))
class Cyc; end
p((Cyc.include(Cyc) rescue $!.class))
p((Class.new.superclass.superclass.superclass))
