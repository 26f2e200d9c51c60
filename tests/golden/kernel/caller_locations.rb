# caller/caller_locations with start, length and Range; Thread::Backtrace::Location's methods;
# Exception#backtrace_locations (also after backtrace and set_backtrace).
# 4.0: expected output from CRuby master's interpreter (ruby40's wrapper runs the program
# through load and eval, which adds frames to every caller list).
def probe(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

def m1 = caller(0, 2)
def m2 = caller
def m3 = caller_locations(0).map { |l| [l.lineno, l.label, l.base_label, l.path, l.to_s] }
def m4 = caller(100)
probe(1) { m1 }
probe(2) { m2 }
probe(3) { m3 }
probe(4) { m4 }
probe(5) { caller(-1) }
probe(6) { caller(0, -1) }
probe(7) { caller(0..0) }
probe(8) { [1].map { caller_locations(0, 1).first.label } }
class Foo
  def bar = raise("x")
  def self.baz = Foo.new.bar
end
probe(9) { begin; Foo.baz; rescue => e; e.backtrace_locations.map { |l| [l.label, l.base_label, l.lineno] }; end }
probe(10) { begin; Foo.baz; rescue => e; e.backtrace; e.backtrace_locations.size; end }
probe(11) { e = RuntimeError.new("x"); e.backtrace_locations }
probe(12) { begin; raise "y"; rescue => e; e.set_backtrace(["a:1"]); [e.backtrace, e.backtrace_locations.size]; end }
probe(13) { caller_locations(0, 1).first.inspect }
probe(14) { caller_locations(0, 1).first.class }
probe(15) { Thread::Backtrace::Location.new }
probe(17) { caller(1, 0) }
probe(18) { caller(0, 1, 2) }
# ruby40: skip (caller shows ruby40's wrapper frames)
