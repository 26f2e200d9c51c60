# StringIO reading: read (length, outbuf), pread, sysread/readpartial/read_nonblock, getc,
# getbyte, readchar/readbyte, each_char/each_byte/each_codepoint, ungetc/ungetbyte.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("read") { StringIO.new("hello").read }
t("read enc") { StringIO.new("ab").read.encoding }
t("read len enc") { StringIO.new("ab").read(1).encoding }
t("read 2") { s = StringIO.new("hello"); [s.read(2), s.read(2), s.read(2), s.read(2), s.read] }
t("read 0 at end") { s = StringIO.new(""); [s.read(0), s.read, s.read(1)] }
t("read neg") { StringIO.new("abcd").read(-1) }
t("read float") { StringIO.new("abc").read(1.5) }
t("read str") { StringIO.new("abc").read("1") }
t("read args") { StringIO.new("abc").read(1, 2, 3) }
t("read outbuf") { s = StringIO.new("abc"); b = +"zzzzzz"; r = s.read(2, b); [r.equal?(b), b] }
t("read outbuf nil len") { s = StringIO.new("abc"); b = "zz".b; s.read(nil, b); [b, b.encoding] }
t("read outbuf enc") { b = "zz".encode("iso-8859-1"); StringIO.new("abc").read(2, b); b.encoding }
t("read outbuf eof") { s = StringIO.new("abc"); s.read; b = +"zz"; [s.read(1, b), b] }
t("read outbuf frozen") { StringIO.new("abc").read(nil, "zz".freeze) }
t("read past end") { s = StringIO.new("abc"); s.pos = 5; [s.read, s.read(2)] }
t("read write-only") { StringIO.new(+"abc", "w").read }
t("read closed") { s = StringIO.new("abc"); s.close; s.read }
t("pread") { s = StringIO.new("abcdef"); s.pos = 1; [s.pread(2, 3), s.pos] }
t("pread buf") { b = +"xyz"; StringIO.new("abc").pread(1, 0, b); b }
t("pread 0") { [StringIO.new("abc").pread(0, 10), StringIO.new("abc").pread(0, 0, +"keep")] }
t("pread neg len") { StringIO.new("ab").pread(-1, 0) }
t("pread neg off") { StringIO.new("ab").pread(1, -1) }
t("pread eof") { StringIO.new("ab").pread(1, 5) }
t("pread long") { StringIO.new("ab").pread(5, 0) }
t("sysread") { s = StringIO.new("abc"); [s.sysread(2), s.sysread(5)] }
t("sysread eof") { StringIO.new("").sysread(1) }
t("sysread empty") { [StringIO.new("").sysread, StringIO.new("abc").sysread(0)] }
t("readpartial") { b = +"zz"; StringIO.new("abc").readpartial(2, b); b }
t("readpartial eof") { StringIO.new("").readpartial(1) }
t("read_nonblock") { StringIO.new("abc").read_nonblock(2) }
t("read_nonblock eof") { StringIO.new("").read_nonblock(1) }
t("read_nonblock no exc") { StringIO.new("").read_nonblock(1, exception: false) }
t("read_nonblock arity") { StringIO.new("").read_nonblock }
t("getc") { s = StringIO.new("héllo"); [s.getc, s.getc, s.getc, s.pos] }
t("getc end") { StringIO.new("").getc }
t("getc mid char") { s = StringIO.new("\u3042abc"); s.pos = 1; [s.getc, s.getc] }
t("getc binary") { s = StringIO.new("é".b); [s.getc, s.getc] }
t("getc arity") { StringIO.new("abc").getc(1) }
t("getbyte") { s = StringIO.new("é"); [s.getbyte, s.getbyte, s.getbyte] }
t("readchar") { s = StringIO.new("a"); [s.readchar, (s.readchar rescue $!.class)] }
t("readbyte") { s = StringIO.new("a"); [s.readbyte, (s.readbyte rescue $!.message)] }
t("each_char") { StringIO.new("héllo").each_char.to_a }
t("each_char size") { StringIO.new("abc").each_char.size }
t("each_byte") { a = []; s = StringIO.new("abc"); r = s.each_byte { |b| a << b }; [a, r.equal?(s)] }
t("each_codepoint") { StringIO.new("\u3042\u3044a").each_codepoint.to_a }
t("each_codepoint bad") { StringIO.new("\xff\xfeab").each_codepoint.to_a }
t("each write-only") { StringIO.new(+"abc", "w").each_byte.to_a }
t("ungetc front") { s = StringIO.new(+"abcd"); s.ungetc("xy"); [s.string, s.pos] }
t("ungetc replace") { s = StringIO.new(+"abcd"); s.read(2); s.ungetc("X"); [s.string, s.pos, s.read] }
t("ungetc grow") { s = StringIO.new(+"abcd"); s.getc; s.ungetc("xy"); [s.string, s.pos] }
t("ungetc past end") { s = StringIO.new(+"abcd"); s.pos = 10; s.ungetc("xy"); [s.string, s.pos] }
t("ungetc int") { s = StringIO.new(+"abc"); s.ungetc(0x3042); [s.string, s.pos] }
t("ungetc int binary") { s = StringIO.new(+"abc".b); s.ungetc(200); [s.string, s.pos] }
t("ungetc int range") { StringIO.new(+"abc".b).ungetc(0x3042) }
t("ungetc nil") { StringIO.new(+"abc").ungetc(nil) }
t("ungetc multibyte") { s = StringIO.new(+"abc"); s.getc; s.ungetc("é"); [s.string, s.pos] }
t("ungetc frozen") { StringIO.new("abc".freeze).ungetc("X") }
t("ungetc write-only") { StringIO.new(+"abc", "w").ungetc("X") }
t("ungetc object") { StringIO.new(+"abc").ungetc(Object.new) }
t("ungetbyte int") { s = StringIO.new(+"abc"); s.read; s.ungetbyte(0x141); [s.string, s.pos] }
t("ungetbyte str") { s = StringIO.new(+"abc"); s.getc; s.ungetbyte("XYZ"); [s.string, s.pos] }
t("ungetbyte nil") { StringIO.new(+"abc").ungetbyte(nil) }
t("ungetbyte object") { StringIO.new(+"abc").ungetbyte(Object.new) }
t("string changed") { x = +"abc"; s = StringIO.new(x); s.getc; x.replace(""); s.getc }
