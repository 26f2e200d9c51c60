# StringIO construction: modes (String, Integer, keywords), frozen Strings, new/open,
# string/string=, reopen, dup sharing state, and their errors.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("version") { StringIO::VERSION.class }
t("ancestors") { StringIO.ancestors.take(4) }
t("no args") { s = StringIO.new; [s.string, s.closed_read?, s.closed_write?] }
%w[r rb r+ rb+ w wb w+ a ab a+ rt].each do |m|
  t("mode #{m}") { s = StringIO.new(+"example", m); [s.closed_read?, s.closed_write?, s.string] }
end
t("int RDONLY") { s = StringIO.new(+"ex", IO::RDONLY); [s.closed_read?, s.closed_write?] }
t("int RDWR") { s = StringIO.new(+"ex", IO::RDWR); [s.closed_read?, s.closed_write?] }
t("int WRONLY|TRUNC") { s = StringIO.new(+"ex", IO::WRONLY | IO::TRUNC); [s.closed_read?, s.closed_write?, s.string] }
t("int RDWR|APPEND") { s = StringIO.new(+"ex", IO::RDWR | IO::APPEND); s.write("z"); s.string }
t("mode kw") { s = StringIO.new(+"ex", mode: "r"); [s.closed_read?, s.closed_write?] }
t("flags kw") { StringIO.new(+"abc", flags: IO::RDONLY).closed_write? }
t("flags trunc") { StringIO.new(+"abc", "r", flags: IO::TRUNC).string }
t("mode twice") { StringIO.new(+"ab", "w", mode: "r") }
t("binmode kw") { StringIO.new(+"ab", "w", binmode: true).external_encoding }
t("binmode twice") { StringIO.new(+"ab", "wb", binmode: true) }
t("both modes") { StringIO.new(+"ab", "w", textmode: true, binmode: true) }
t("enc twice") { StringIO.new(+"ab", "r:utf-8", encoding: "utf-8") }
t("bad mode") { StringIO.new(+"ab", "q") }
t("bad mode rw") { StringIO.new(+"ab", "rw") }
t("bad mode enc") { StringIO.new(+"ab", "z:utf-8") }
t("mode enc") { StringIO.new(+"ab", "r:iso-8859-1").read.encoding }
t("mode object") { StringIO.new(+"abc", Object.new) }
t("string object") { StringIO.new(Object.new) }
t("too many") { StringIO.new(+"abc", "r", 3) }
t("frozen") { s = StringIO.new("abc".freeze); [s.closed_read?, s.closed_write?] }
t("frozen w") { StringIO.new("abc".freeze, "w") }
t("frozen r+") { StringIO.new("abc".freeze, "r+") }
t("frozen trunc") { StringIO.new("abc".freeze, IO::TRUNC) }
t("w truncates") { x = +"abc"; StringIO.new(x, "w"); x }
t("shares string") { x = +"abc"; s = StringIO.new(x); s.write("X"); [x, s.string.equal?(x)] }
t("to_str") { o = Object.new; def o.to_str = +"conv"; StringIO.new(o).read }
t("open block") { StringIO.open(+"abc") { |s| s.read } }
t("open after") { io = nil; StringIO.open(+"abc") { |s| io = s }; [io.closed?, io.string] }
t("open raise") do
  io = nil
  begin
    StringIO.open(+"abc") { |s| io = s; raise "boom" }
  rescue => e
    [e.message, io.closed?, io.string]
  end
end
t("open no block") { StringIO.open(+"xyz").read }
t("allocate read") { StringIO.allocate.read }
t("allocate pos") { StringIO.allocate.pos }
t("initialize private") { StringIO.private_instance_methods(false).sort }
t("string=") { s = StringIO.new(+"abc"); s.read; r = (s.string = +"xy"); [r, s.pos, s.read] }
t("string= frozen") { s = StringIO.new(+"abc"); s.string = "xy".freeze; [s.closed_write?, s.read, (s.write("z") rescue $!.message)] }
t("string= closed") { s = StringIO.new(+"abc"); s.close; s.string = +"xy"; s.read }
t("string= nil") { StringIO.new(+"abc").string = nil }
t("reopen string") { s = StringIO.new(+"abc"); s.close; s.reopen(+"xy"); [s.closed?, s.read] }
t("reopen mode") { s = StringIO.new(+"abc"); s.reopen(+"xy", "r"); [s.closed_write?, s.read] }
t("reopen other") { s = StringIO.new(+"abc"); o = StringIO.new(+"zz"); o.getc; s.reopen(o); [s.read, o.pos] }
t("reopen int") { StringIO.new(+"abc").reopen(5) }
t("dup shares") { s = StringIO.new(+"abc"); d = s.dup; d.getc; [s.pos, d.pos] }
t("dup close") { s = StringIO.new(+"abc"); d = s.dup; d.close; [s.closed?, d.closed?] }
t("dup string=") { s = StringIO.new(+"abc"); d = s.dup; d.string = +"q"; s.string }
t("subclass") do
  k = Class.new(StringIO) { def initialize(x) = super(x * 2) }
  k.new(+"ab").read
end
t("null device") { s = StringIO.new(nil); [s.string, s.read, s.gets, s.getc, s.write("a"), s.size] }
$stderr = StringIO.new
StringIO.new { }
t("new block warns") { $stderr.string.include?("StringIO::new() does not take block; use StringIO::open() instead") }
$stderr = STDERR
