# IO#puts/print/printf/putc/<< go through a redefined #write; IO#print's $_, $, and $\;
# characters read in the IO's external encoding (getc, each_char, readchar) with conversion.
path = "tmp_write_through_#{$$}.txt"
begin
  io = File.open(path, "w")
  got = []
  io.define_singleton_method(:write) { |*s| got << s.join; s.join.bytesize }
  io.puts("a", ["b", ["c"]], nil)
  io.print("x", 1)
  io.printf("%03d", 7)
  io.putc("yz")
  io.putc(65)
  io << "w" << 2
  p got
  io.close
  p File.read(path)
  File.open(path, "w") do |f|
    $_ = "dollar-underscore"
    f.print
    f.print("a", "b")
  end
  p File.read(path)
  File.binwrite(path, "\xA4\xA2\xA4\xA4z")
  File.open(path, "r:euc-jp") { |f| p f.getc, f.getc.encoding, f.each_char.to_a }
  File.open(path, "r:euc-jp:utf-8") { |f| p f.getc, f.readchar, f.getc, f.getc }
  File.open(path, "rb") { |f| p f.getc, f.each_char.to_a.size }
  File.binwrite(path, "h\u00e9\u20ac!")
  File.open(path) { |f| p f.each_char.to_a, f.getc }
  File.open(path) { |f| p f.each_codepoint.to_a }
ensure
  File.delete(path) if File.exist?(path)
end
