# IO::generic_readable/generic_writable in another class (they call its getc/gets/read/write),
# the "expected strio" TypeError, and how puts splits its writes (one call per line, two
# for a write taking one argument).
require "stringio"
class Foo
  include StringIO.ancestors[2]
  include StringIO.ancestors[1]
  def getc = "c"
  def getbyte = nil
  def gets(*a, **k) = "line"
  def read(*a) = "r#{a.inspect}"
  def write(*a) = (@out ||= []) << a
  attr_reader :out
end
f = Foo.new
p f.readchar, (f.readbyte rescue $!.class), f.readline, f.sysread(3), f.readpartial(2)
p((f.read_nonblock(2) rescue [$!.class, $!.message]))
f << "a"; f.print("b", "c"); f.puts("d"); f.printf("%d", 5); f.syswrite("e"); f.write_nonblock("f")
p f.out
p((StringIO.instance_method(:read).bind_call(Object.new) rescue [$!.class, $!.message]))
k = Class.new(StringIO) { attr_reader :calls; def write(s) = ((@calls ||= []) << s; super) }
s = k.new(+""); s.puts("a", ["b", nil], 1); s.puts; p s.calls, s.string
k2 = Class.new(StringIO) { attr_reader :calls; def write(*s) = ((@calls ||= []) << s; super) }
s = k2.new(+""); s.puts("a\n", [], ["b"]); p s.calls, s.string
k = Class.new(StringIO) { attr_reader :calls; def write(s) = ((@calls ||= []) << s; super) }
s = k.new(+""); s.puts(""); s.puts(nil); s.puts([nil]); p s.calls
k2 = Class.new(StringIO) { attr_reader :calls; def write(*s) = ((@calls ||= []) << s; super) }
s = k2.new(+""); s.puts(""); s.puts(nil); p s.calls
