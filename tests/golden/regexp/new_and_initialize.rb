# Regexp.new/compile as allocate + initialize; options in their argument forms, with CRuby's
# warnings; initialize's errors; uninitialized Regexps.
$stderr = $stdout
class Sub < Regexp
  def initialize(*args)
    super
    @args = args
  end
  attr_reader :args
end
r = Sub.new("hi", "i")
p r, r.class, r.args, r.casefold?
p Class.new(Regexp).compile("x").class.superclass
p Regexp.private_instance_methods(false).include?(:initialize)

def try(label)
  puts "#{label}: #{yield.inspect}"
rescue => e
  puts "#{label}: #{e.class}: #{e.message}"
end

try("reinit") { Regexp.new("").send(:initialize, "") }
try("reinit literal") { //.send(:initialize, "") }
try("reinit subclass") { Class.new(Regexp).new("").send(:initialize, "a") }
a = Regexp.allocate
try("allocated source") { a.source }
try("allocated encoding") { a.encoding }
try("allocated fixed_encoding?") { a.fixed_encoding? }
try("allocated inspect class") { a.inspect.start_with?("#<Regexp:0x") }
try("allocated match") { a =~ "x" }
try("initialize allocated") { a.send(:initialize, "x", "m"); a }
try("string options") { Regexp.new("a", "imx") }
try("empty string options") { Regexp.new("a", "") }
try("bad option letter") { Regexp.new("a", "z") }
try("n is not a letter option") { Regexp.new("a", "mn") }
try("true") { Regexp.new("a", true) }
try("nil") { Regexp.new("a", nil) }
try("false") { Regexp.new("a", false) }
try("integer") { Regexp.new("a", Regexp::EXTENDED | Regexp::MULTILINE) }
$VERBOSE = true
try("float, verbose") { Regexp.new("a", 2.5) }
try("object, verbose") { Regexp.new("a", :sym) }
$VERBOSE = false
try("object, not verbose") { Regexp.new("a", :sym) }
try("regexp with flags") { Regexp.new(/a/i, "m") }
try("regexp with nil") { Regexp.new(/a/i, nil) }
try("regexp keeps e") { Regexp.new(/a/e).encoding }
try("to_str non-string") { o = Object.new; def o.to_str = []; Regexp.new(o) }
try("too many") { Regexp.new("a", nil, nil) }
try("timeout kw") { Regexp.new("a", timeout: 1.5) }
try("bad timeout") { Regexp.new("a", timeout: -1) }
try("escape alias") { Regexp.method(:escape) == Regexp.method(:quote) }
try("eql? alias") { Regexp.instance_method(:eql?) == Regexp.instance_method(:==) }
try("dup") { /a/e.dup.encoding }
