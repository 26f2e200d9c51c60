# StringIO writing: write (several objects), <<, print, puts, printf, putc, syswrite,
# write_nonblock, NUL padding, append mode, encodings, truncate, and $stdout capture.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("write") { s = StringIO.new(+""); [s.write("ab", "c", 3), s.string, s.pos] }
t("write none") { StringIO.new(+"x").write }
t("overwrite") { s = StringIO.new(+"abcdef"); s.pos = 2; s.write("XY"); s.string }
t("pad") { s = StringIO.new(+"abcd"); s.pos = 6; s.write("x"); [s.string, s.pos] }
t("append mode") { s = StringIO.new(+"ab", "a"); s.write("c"); s.pos = 0; s.write("d"); [s.string, s.pos] }
t("w mode") { s = StringIO.new(+"abc", "w"); s.write("z"); s.string }
t("read-only") { StringIO.new("abc", "r").write("a") }
t("frozen") { StringIO.new("abc".freeze).write("a") }
t("closed") { s = StringIO.new(+"abc"); s.close; s.write("a") }
t("close_write") { s = StringIO.new(+"abc"); s.close_write; s.write("a") }
t("<<") { s = StringIO.new(+""); r = s << "a" << 1 << :b; [r.equal?(s), s.string] }
t("print") { s = StringIO.new(+""); s.print("a", 1, nil, :x); s.string }
t("print $_") { s = StringIO.new(+""); $_ = "line"; s.print; s.string }
t("print $, $\\") { s = StringIO.new(+""); $\ = "!"; s.print("a", "b"); $\ = nil; s.string }
t("puts") { s = StringIO.new(+""); s.puts(1, [2, [3]], "x\n", nil); s.string }
t("puts none") { s = StringIO.new(+""); s.puts; s.string }
t("puts empty array") { s = StringIO.new(+""); s.puts(nil, []); s.string }
t("puts to_ary") { o = Object.new; def o.to_ary = ["p", "q"]; s = StringIO.new(+""); s.puts(o); s.string }
t("printf") { s = StringIO.new(+""); s.printf("%d-%s|%5.2f", 1, "x", 3.14159); s.string }
t("printf none") { StringIO.new(+"").printf }
t("printf few") { StringIO.new(+"").printf("%s") }
t("putc str") { s = StringIO.new(+""); [s.putc("éxyz"), s.string] }
t("putc int") { s = StringIO.new(+""); [s.putc(65), s.putc(0x141), s.string] }
t("putc bad") { StringIO.new(+"").putc(nil) }
t("syswrite") { s = StringIO.new(+""); [s.syswrite(12), s.string] }
t("write_nonblock") { s = StringIO.new(+""); [s.write_nonblock("abc", exception: false), s.string] }
t("write_nonblock kw") { StringIO.new(+"").write_nonblock("a", foo: 1) }
t("write iso into utf8") { s = StringIO.new(+"abc"); s.write("é".encode("iso-8859-1")); s.string }
t("write utf8 into iso") { s = StringIO.new(+"abc".encode("iso-8859-1")); s.write("é"); [s.string.b, s.string.encoding] }
t("write into binary") { s = StringIO.new(+"abc".b); s.write("é"); [s.string, s.string.encoding] }
t("write into ascii") { s = StringIO.new(+"abc".force_encoding("US-ASCII")); s.read; s.write("é"); [s.string, s.string.encoding] }
t("write binary at end") { s = StringIO.new(+"abc"); s.read; s.write("é".b); [s.string, s.string.encoding] }
t("write utf16") { s = StringIO.new(+"").set_encoding(Encoding::UTF_16BE); s.write("hi"); s.string.bytes }
t("truncate") { s = StringIO.new(+"abcdef"); s.pos = 4; [s.truncate(2), s.string, s.pos] }
t("truncate grow") { s = StringIO.new(+"abc"); s.truncate(5); s.string }
t("truncate neg") { StringIO.new(+"abc").truncate(-1) }
t("truncate nil") { StringIO.new(+"abc").truncate(nil) }
t("truncate float") { s = StringIO.new(+"abc"); s.truncate(1.5); s.string }
t("truncate read-only") { StringIO.new("abc".freeze).truncate(0) }
t("stdout capture") do
  $stdout = StringIO.new
  puts "hi"
  print "a", "b"
  p 1, :z
  printf("%d\n", 5)
  putc ?z
  $stdout.write("w")
  $stdout << "<<"
  r = $stdout.string
  $stdout = STDOUT
  r
end
t("stderr capture") { $stderr = StringIO.new; warn "careful"; $stderr.print "x"; r = $stderr.string; $stderr = STDERR; r }
t("big write") { s = StringIO.new(+""); 1000.times { |i| s.write(i.to_s) }; [s.size, s.string[-6..]] }
t("puts nested") do
  s = StringIO.new
  a = [1, [2]]; a << a
  o = Object.new; def o.to_ary = ["p", ["q"]]
  s.puts(a, o, [o], nil, [], [[]], "x\n", :sym)
  s.string
end
t("subclass write") do
  k = Class.new(StringIO) { def write(*a) = super(*a.map { |x| x.to_s.upcase }) }
  s = k.new(+""); s.print("ab"); s.puts("cd"); s << "ef"; s.printf("%s", "gh"); s.string
end
