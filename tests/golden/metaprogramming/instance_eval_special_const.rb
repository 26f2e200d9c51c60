# instance_eval/instance_exec on an object without a singleton class (Integer, Symbol, Float):
# def, alias and undef raise TypeError instead of changing its class (undef to_s once removed
# Integer#to_s for the whole program); nil/true/false define into NilClass/TrueClass/FalseClass.
def try
  yield
  puts "ok"
rescue TypeError => e
  p e
end
try { 1.instance_eval { undef to_s } }
p 1.to_s
try { :a.instance_eval { undef to_s } }
try { 1.5.instance_eval { undef to_s } }
try { (2**70).instance_eval { def foo = 1 } }
try { 1.instance_eval { def foo = 1 } }
try { 1.instance_eval { alias bar to_s } }
try { 1.instance_exec(2) { |x| def foo = x } }
try { 1.instance_eval("def foo = 1") }
try { 1.instance_eval("undef to_s") }
try { :s.instance_eval("alias bar to_s") }
p 1.respond_to?(:foo), 1.respond_to?(:bar)
try { p 1.instance_eval { self + 1 } }
try { p 1.instance_eval { [to_s, self.class] } }
try { p 1.instance_eval("self * 3") }
try { p 1.instance_eval { X = 5 } }
p defined?(X), defined?(Integer::X)
try { nil.instance_eval { def nilfoo = :nil } }
p nil.nilfoo
o = Object.new
try { o.instance_eval { def ofoo = :o } }
p o.ofoo, o.singleton_methods
