# StringIO lines: gets/readline/each_line/readlines with separators, limits, chomp:,
# paragraph mode, nil separator, $_ and lineno.
require "stringio"
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t("gets") { s = StringIO.new("a\nb\nc"); [s.gets, s.gets, s.gets, s.gets] }
t("gets sep") { s = StringIO.new("aXbXc"); [s.gets("X"), s.gets("X")] }
t("gets long sep") { StringIO.new("abcXYdefXY").each_line("XY").to_a }
t("gets long sep chomp") { StringIO.new("abcXYdefXY").each_line("XY", chomp: true).to_a }
t("gets limit") { StringIO.new("abcdef\nxy").each_line(4).to_a }
t("gets limit char") { StringIO.new("héllo").each_line(2).to_a }
t("gets limit 0") { [StringIO.new("ab").gets(0), StringIO.new("").gets(0)] }
t("gets neg limit") { StringIO.new("a\nb\n").each_line(-1).to_a }
t("gets sep limit") { StringIO.new("a\nb\n").each_line("b", 1).to_a }
t("gets nil") { StringIO.new("a\nb\n").gets(nil) }
t("gets nil limit") { StringIO.new("a\nb\n").gets(nil, 3) }
t("gets nil chomp") { StringIO.new("a\n").gets(nil, chomp: true) }
t("chomp") { StringIO.new("a\r\nb\nc").each_line(chomp: true).to_a }
t("chomp cr sep") { StringIO.new("a\rxb").gets("x", chomp: true) }
t("paragraph") { StringIO.new("\n\n\na\nb\n\n\n\nc\n\n").each_line("").to_a }
t("paragraph chomp") { StringIO.new("\n\n\na\nb\n\n\n\nc\n\n").each_line("", chomp: true).to_a }
t("paragraph crlf") { StringIO.new("a\r\n\r\nb\n").each_line("").to_a }
t("paragraph limit") { StringIO.new("abc\n\ndef").each_line("", 2).to_a }
t("paragraph empty") { s = StringIO.new("\n\n"); [s.gets(""), s.pos] }
t("paragraph end pos") { s = StringIO.new("a\n\nb"); s.gets(""); s.pos }
t("$_") { s = StringIO.new("x\ny"); s.gets; $_ }
t("lineno") { s = StringIO.new("a\nb\nc"); s.gets; s.gets; s.lineno }
t("lineno=") { s = StringIO.new("a\nb"); s.lineno = 5; s.gets; s.lineno }
t("lineno each") { s = StringIO.new("a\nb\nc"); s.each_line { }; s.lineno }
t("lineno readlines") { s = StringIO.new("a\nb\nc"); s.readlines; s.lineno }
t("lineno type") { StringIO.new("a").lineno = "x" }
t("readline") { s = StringIO.new("a\nb"); [s.readline, s.readline(chomp: true), (s.readline rescue $!.class)] }
t("readlines") { s = StringIO.new("ab\ncd\n"); s.getc; s.readlines }
t("readlines limit 0") { StringIO.new("ab\ncd").readlines(0) }
t("each_line limit 0") { StringIO.new("ab\ncd").each_line(0).to_a }
t("each limit 0") { StringIO.new("ab").each(0).to_a }
t("each_line enum") { e = StringIO.new("a\nb").each_line; [e.class, e.to_a] }
t("each_line returns self") { s = StringIO.new("a"); s.each_line { }.equal?(s) }
t("gets bad arg") { StringIO.new("abc").gets(Object.new) }
t("gets bad limit") { StringIO.new("abc").gets("b", "c") }
t("gets arity") { StringIO.new("abc").gets(1, 2, 3) }
t("gets unknown kw") { StringIO.new("abc").gets(chomp: true, foo: 1) }
t("gets to_str sep") { o = Object.new; def o.to_str = "b"; StringIO.new("abc").gets(o) }
t("gets write-only") { StringIO.new(+"abc", "w").gets }
t("gets past end") { s = StringIO.new("abc"); s.pos = 5; s.gets }
t("gets enc") { [StringIO.new("ab").gets.encoding, StringIO.new("ab".b).gets.encoding] }
t("$/") { $/ = " "; r = StringIO.new("a b c").readlines; $/ = "\n"; r }
t("enumerable") { StringIO.new("b\na\nc\n").sort }
t("map") { StringIO.new("x\ny").map(&:chomp) }
t("external next") { e = StringIO.new("a\nb\n").each_line; [e.next, e.next, (e.next rescue $!.class)] }
t("with_index") { StringIO.new("x\ny\nz").each_line.with_index.map { |l, i| "#{i}:#{l.chomp}" } }
t("break") { StringIO.new("1\n2\n3\n").each_line { |l| break l.to_i * 10 if l == "2\n" } }
t("lazy") { StringIO.new("q\nw\n").lazy.map(&:chomp).to_a }
t("min_by") { StringIO.new("3\n1\n2\n").min_by(&:to_i) }
t("zip") { StringIO.new("a\nb").zip([1, 2]) }
