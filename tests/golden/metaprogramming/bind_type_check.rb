# A method owned by a class binds only to instances of that class (a module's to anything), so
# no built-in method runs on a receiver of another type.
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

show("bind_call String#size on Array") { String.instance_method(:size).bind_call([1]) }
show("bind String#upcase to 1") { String.instance_method(:upcase).bind(1) }
show("unbind.bind") { "a".method(:size).unbind.bind(:a) }
show("Array#push on Hash") { Array.instance_method(:push).bind_call({}) }
show("Hash#keys on Array") { Hash.instance_method(:keys).bind_call([]) }
show("Integer#+ on Float") { Integer.instance_method(:+).bind_call(1.5, 1) }
show("Float#floor on Integer") { Float.instance_method(:floor).bind_call(3) }
show("Range#first on Array") { Range.instance_method(:first).bind_call([1]) }
show("Proc#call on Object") { Proc.instance_method(:call).bind_call(Object.new) }
show("Method#call on Object") { Method.instance_method(:call).bind_call(Object.new) }
show("Symbol#length on String") { Symbol.instance_method(:length).bind_call("ab") }
show("Exception#message on Object") { Exception.instance_method(:message).bind_call(Object.new) }
show("String subclass") { String.instance_method(:size).bind_call(Class.new(String).new("ab")) }
show("Module#name on a class") { Module.instance_method(:name).bind_call(String) }
show("Kernel#class on 3") { Kernel.instance_method(:class).bind_call(3) }
show("Kernel#frozen? on BasicObject") { Kernel.instance_method(:frozen?).bind_call(BasicObject.new) }
show("Comparable#between? on Object") { Comparable.instance_method(:between?).bind_call(Object.new, 1, 2) }

o = Object.new
def o.hi = :hi
show("singleton on another object") { o.method(:hi).unbind.bind_call(Object.new) }
show("singleton on its object") { o.method(:hi).unbind.bind_call(o) }
class Base; def self.cm = :cm; end
class Derived < Base; end
show("class method on subclass") { Base.method(:cm).unbind.bind_call(Derived) }
show("class method on other class") { Base.method(:cm).unbind.bind_call(String) }

show("define_method String#size in Object") { Class.new { define_method(:sz, String.instance_method(:size)) } }
show("define_method in String subclass") { Class.new(String) { define_method(:sz, String.instance_method(:size)) }.new("abc").sz }
show("define_method from Method") { Class.new { define_method(:up, "x".method(:upcase)) } }
show("define_method singleton") { Class.new { define_method(:hi, o.method(:hi)) } }
show("define_method Enumerable") { Class.new { define_method(:ea, Enumerable.instance_method(:to_a)) }.new.ea }
