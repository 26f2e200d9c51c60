# StringIO positions and state: pos/tell/pos=, seek whences, rewind, eof?, size/length,
# close/close_read/close_write and the closed? queries, IO-compatibility answers, encodings.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("pos") { s = StringIO.new("abc"); s.getc; [s.pos, s.tell] }
t("pos=") { s = StringIO.new("abc"); [(s.pos = 2), s.read] }
t("pos= neg") { StringIO.new("abc").pos = -1 }
t("pos= nil") { StringIO.new("abc").pos = nil }
t("pos= past") { s = StringIO.new("abc"); s.pos = 10; [s.pos, s.eof?] }
t("seek set") { s = StringIO.new("abcdef"); [s.seek(2), s.read] }
t("seek cur") { s = StringIO.new("abcdef"); s.seek(1); s.seek(2, IO::SEEK_CUR); s.read }
t("seek end") { s = StringIO.new("abcdef"); s.seek(-2, IO::SEEK_END); s.read }
t("seek neg") { StringIO.new("abc").seek(-5) }
t("seek whence") { StringIO.new("abc").seek(0, 5) }
t("seek sym") { StringIO.new("abc").seek(1, :CUR) }
t("seek nil whence") { StringIO.new("abc").seek(0, nil) }
t("seek nil") { StringIO.new("abc").seek(nil) }
t("seek arity") { StringIO.new("abc").seek }
t("seek closed") { s = StringIO.new("abc"); s.close; s.seek(0) }
t("seek past") { s = StringIO.new("abc"); s.seek(5); s.pos }
t("rewind") { s = StringIO.new("a\nb"); s.gets; s.gets; [s.rewind, s.pos, s.lineno] }
t("eof") { s = StringIO.new("ab"); r = [s.eof?]; s.read; r << s.eof << s.eof? }
t("eof write-only") { StringIO.new(+"ab", "w").eof? }
t("size") { [StringIO.new("héllo").size, StringIO.new("").length] }
t("closed pos") { s = StringIO.new("abc"); s.close; [s.pos, s.size, s.lineno, s.string, (s.pos = 2)] }
t("close") { s = StringIO.new("abc"); [s.close, s.closed?, s.closed_read?, s.closed_write?, s.close] }
t("close twice halves") { s = StringIO.new(+"abc"); s.close; [s.close_read, s.close_write] }
t("close_read") { s = StringIO.new(+"abc"); s.close_read; [s.closed?, s.closed_read?, s.closed_write?, (s.read rescue $!.message)] }
t("close_write") { s = StringIO.new(+"abc"); s.close_write; [s.closed?, s.closed_read?, s.closed_write?, s.read] }
t("close both") { s = StringIO.new(+"abc"); s.close_read; s.close_write; s.closed? }
t("close_write r") { StringIO.new("ab", "r").close_write }
t("close_read w") { StringIO.new(+"ab", "w").close_read }
t("close_write frozen") { StringIO.new("x".freeze).close_write }
t("compat") { s = StringIO.new("ab"); [s.sync, (s.sync = 5), s.fsync, s.flush.equal?(s), s.fileno, s.isatty, s.tty?, s.pid, s.internal_encoding] }
t("compat closed") { s = StringIO.new("ab"); s.close; [s.sync, s.fileno, s.tty?] }
t("fcntl") { StringIO.new("ab").fcntl }
t("binmode") { s = StringIO.new(+"a"); [s.binmode.equal?(s), s.string.encoding, s.external_encoding] }
t("binmode read-only") { s = StringIO.new("a".freeze); s.binmode; [s.string.encoding, s.external_encoding, s.read.encoding] }
t("set_encoding") { s = StringIO.new(+"abc"); s.set_encoding("iso-8859-1"); [s.string.encoding, s.external_encoding, s.internal_encoding] }
t("set_encoding frozen") { s = StringIO.new("abc".freeze); s.set_encoding("iso-8859-1"); [s.string.encoding, s.external_encoding] }
t("set_encoding pair") { s = StringIO.new(+"abc"); s.set_encoding("iso-8859-1:utf-8"); [s.string.encoding, s.external_encoding] }
t("set_encoding obj") { s = StringIO.new(+"abc"); s.set_encoding(Encoding::EUC_JP); s.external_encoding }
t("set_encoding nil") { s = StringIO.new(+"abc"); s.set_encoding(nil); [s.string.encoding, s.external_encoding] }
t("set_encoding arity") { StringIO.new(+"abc").set_encoding }
t("getc euc") { s = StringIO.new("\xA4\xA2a".force_encoding("EUC-JP")); [s.getc.bytes, s.getc] }
t("external default") { [StringIO.new.external_encoding, StringIO.new("x".b).external_encoding] }
t("bom utf8") { s = StringIO.new("\xEF\xBB\xBFab".b); [s.set_encoding_by_bom, s.pos, s.read] }
t("bom frozen") { s = StringIO.new("\xEF\xBB\xBFab".b.freeze); [s.set_encoding_by_bom, s.string.encoding, s.external_encoding] }
t("bom utf16le") { s = StringIO.new(+"\xFF\xFEa\x00".b); [s.set_encoding_by_bom, s.pos] }
t("bom utf16be") { s = StringIO.new(+"\xFE\xFF\x00a".b); [s.set_encoding_by_bom, s.pos] }
t("bom utf32le") { s = StringIO.new(+"\xFF\xFE\x00\x00".b); [s.set_encoding_by_bom, s.pos] }
t("bom utf32be") { s = StringIO.new(+"\x00\x00\xFE\xFFa".b); [s.set_encoding_by_bom, s.pos, s.string.encoding] }
t("bom none") { s = StringIO.new(+"ab"); [s.set_encoding_by_bom, s.pos] }
t("bom mode") { s = StringIO.new(+"\xEF\xBB\xBFab", "r:bom|utf-8"); [s.pos, s.read] }
t("bom frozen io") { StringIO.new(+"ab").freeze.set_encoding_by_bom rescue $!.class }
