# Range construction: allocate + the private initialize, frozen literals and Range.new,
# unfrozen subclass instances, dup and clone, initialize_copy.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

Sub = Class.new(Range)
t("private") { Range.private_instance_methods(false).sort }
t("literal frozen") { [(1..2).frozen?, (1..).frozen?, Range.new(1, 2).frozen?] }
t("subclass") { r = Sub.new(1, 2, true); [r, r.class == Sub, r.frozen?, r.exclude_end?] }
t("allocate") { r = Range.allocate; [r, r.frozen?, r.begin, r.end] }
t("initialize") { r = Range.allocate; r.send(:initialize, 1, 5, true); [r, r.frozen?] }
t("initialize again") { r = Range.allocate; r.send(:initialize, 1, 2); r.send(:initialize, 1, 3) }
t("initialize subclass again") { Sub.new(1, 2).send(:initialize, 1, 3) }
t("initialize literal") { (0..1).send(:initialize, 1, 3) }
t("bad value") { Range.allocate.send(:initialize, Object.new, Object.new) }
t("bad value new") { Range.new(1, "a") }
t("arity 1") { Range.new(1) }
t("arity 4") { Range.allocate.send(:initialize, 1, 2, 3, 4) }
t("dup") { d = (1..3).dup; [d, d.frozen?, d.equal?(1..3)] }
t("dup excl") { d = ("a"..."z").dup; [d.begin, d.end, d.exclude_end?] }
t("clone") { c = (1..3).clone; [c, c.frozen?] }
t("clone unfrozen") { c = (1..3).clone(freeze: false); [c, c.frozen?] }
t("subclass dup") { d = Sub.new(1, 2).dup; [d, d.class == Sub, d.frozen?] }
t("subclass clone") { [Sub.new(1, 2).clone.frozen?] }

class Inter < Range
  def initialize(a, b)
    super(a, b, true)
  end
end
t("subclass initialize") { r = Inter.new(3, 9); [r, r.to_a.size, r.frozen?] }
t("subclass ivar") { r = Sub.new(1, 2); r.instance_variable_set(:@x, 1); r.instance_variable_get(:@x) }
