# StringIO as an object: Marshal refuses it, clone shares state, frozen streams, singleton
# methods, subclasses, calling initialize again.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
s = StringIO.new(+"abc")
t("marshal") { Marshal.dump(s) }
t("eq") { s == s.dup }
t("clone") { c = s.clone; c.getc; [s.pos, c.pos] }
t("clone frozen") { begin; s.freeze.clone; rescue FrozenError => e; e.class; end }
t("ivar") { x = StringIO.new; x.instance_variable_set(:@a, 1); x.instance_variables }
t("is_a") { [StringIO.new.is_a?(Enumerable), StringIO.new.is_a?(IO), StringIO < IO] }
t("respond") { StringIO.new.respond_to?(:each) }
t("singleton") { x = StringIO.new(+"q"); def x.hello = read; x.hello }
t("class") { StringIO.new.class }
t("kernel open") { StringIO.open("abc", &:read) }
t("method") { StringIO.new("abc").method(:read).arity }
t("subclass alloc") { Class.new(StringIO).allocate.class.superclass }
t("initialize twice") { x = StringIO.new(+"a"); x.send(:initialize, +"bc"); x.read }
