# StringIO edge cases: a frozen StringIO refuses every method, chomp with limits, multibyte
# encodings (UTF-16 lines), conversions of written objects, big numbers.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
s = StringIO.new(+"a\nb").freeze
t("read") { s.read }
t("pos") { s.pos }
t("closed?") { s.closed? }
t("string") { s.string }
t("write") { s.write("x") }
t("gets") { s.gets }
t("getc") { s.getc }
t("eof") { s.eof? }
t("size") { s.size }
t("seek") { s.seek(0) }
t("close") { s.close }
t("dup") { s.dup.read }
t("clone") { s.clone.frozen? }
t("each_line nil chomp") { StringIO.new("a\nb\n").each_line(nil, chomp: true).to_a }
t("gets limit crlf chomp") { StringIO.new("ab\r\ncd").gets(3, chomp: true) }
t("gets sep limit chomp") { StringIO.new("abXYcd").gets("XY", 3, chomp: true) }
t("gets sep limit chomp2") { StringIO.new("abXYcd").gets("XY", 4, chomp: true) }
t("readlines chomp") { StringIO.new("a\r\nb\r\n").readlines(chomp: true) }
t("ungetc closed") { x = StringIO.new(+"ab"); x.close; x.ungetc("a") }
t("ungetbyte big") { x = StringIO.new(+"ab"); x.ungetbyte(2**70 + 65); x.string }
t("write sym") { x = StringIO.new(+""); x.write(:a, 1.5, nil); x.string }
t("getc utf16") { x = StringIO.new("a\x00b\x00".force_encoding("UTF-16LE")); [x.getc, x.getc] }
t("gets utf16") { x = StringIO.new("a\x00\n\x00b\x00".force_encoding("UTF-16LE")); x.gets }
t("read_nonblock outbuf") { x = StringIO.new("abc"); b = +"zzz"; x.read_nonblock(2, b); b }
t("pos bignum") { StringIO.new.pos = 2**64 }
