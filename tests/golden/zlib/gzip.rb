# Zlib::GzipWriter and Zlib::GzipReader over StringIO: header fields, reads of every kind,
# lines, ungetc, positions, several members, Zlib.gzip/gunzip, and the gzip errors.
require "zlib"
require "stringio"

def gz_of(text, **opts)
  io = StringIO.new("".b)
  w = Zlib::GzipWriter.new(io, opts[:level], opts[:strategy])
  w.mtime = opts.fetch(:mtime, 1_700_000_000)
  w.orig_name = opts[:name] if opts[:name]
  w.comment = opts[:comment] if opts[:comment]
  w.write(text)
  w.close
  io.string
end

# The writer: header bytes, what it answers, what it refuses after the header.
s = gz_of("hello gzip\n", name: "hello.txt\0ignored", comment: "a comment")
p s[0, 10].unpack("C4Va1C"), s[10, 20]
w = Zlib::GzipWriter.new(StringIO.new)
p [w.pos, w.level, w.os_code == Zlib::OS_CODE, w.sync, w.closed?]
p w.write("abc", 1, :sym), w.pos
w.putc("z")
w.putc(65)
w.print("x", "y")
w.puts("line", ["a", ["b"]])
w.printf("%05d|", 42)
w << "end" << "!"
p w.tell
p((begin; w.mtime = 1; rescue => e; e; end))
p((begin; w.orig_name = "x"; rescue => e; e; end))
p((begin; w.comment = "x"; rescue => e; e; end))
io = w.finish
p w.closed?, io.class
p (w.write("x") rescue $!)
p Zlib::GzipReader.new(StringIO.new(io.string)).read
p gz_of("x", level: 9)[8].ord, gz_of("x", level: 1)[8].ord, gz_of("x", level: 0)[8].ord

# The reader: header fields.
r = Zlib::GzipReader.new(StringIO.new(s))
p [r.orig_name, r.comment, r.mtime.to_i, r.level, r.os_code, r.external_encoding, r.lineno, r.pos]
p r.read, r.eof?, r.crc == Zlib.crc32("hello gzip\n"), r.pos
r.close
p r.closed?
p (r.read rescue $!)
p r.close

text = "first line\nsecond line\n\n\nafter blank lines\n\u3042\u3044\u3046 kana\nno newline at end"
data = gz_of(text)
r = Zlib::GzipReader.new(StringIO.new(data))
p r.gets, r.lineno, $_
p r.gets("line"), r.gets(nil, 4), r.gets(5), r.gets(9)
p r.readline, r.getc, r.getbyte, r.readbyte, r.readchar
p r.read(3), r.readpartial(100), r.gets, r.eof?
p (r.readline rescue $!), (r.readchar rescue $!), (r.readbyte rescue $!), (r.readpartial(1) rescue $!)
p r.read, r.read(1), r.getc
r.rewind
p r.pos, r.lineno, r.readlines.size
r.rewind
p r.each_line.to_a == text.lines, r.to_a
r.rewind
p r.each_char.first(3), r.each_byte.first(3)
r.rewind
p r.readlines("\n", chomp: true) rescue p $!.class
r.rewind
p r.each_line("").to_a
r.rewind
p r.each_line("", 8).to_a.first(3)
r.rewind
p r.read(4).encoding, r.read.encoding

# ungetc and ungetbyte put data back in front.
r = Zlib::GzipReader.new(StringIO.new(gz_of("abc")))
r.ungetc("xy")
p r.pos, r.read(3)
r.ungetbyte(0x41)
r.ungetc(0x42)
p r.read, r.pos, r.crc == Zlib.crc32("abc")

# Reading into a buffer.
r = Zlib::GzipReader.new(StringIO.new(gz_of("0123456789")))
buf = "old".b
p r.read(4, buf).equal?(buf), buf
p r.readpartial(3, buf), buf
p r.read(10, buf), r.read(1, buf), buf
p (r.read(-1) rescue $!)

# Several members one after the other.
two = gz_of("member one\n") + gz_of("member two\n")
r = Zlib::GzipReader.new(StringIO.new(two))
p r.read, r.unused.bytesize
p Zlib::GzipReader.zcat(StringIO.new(two))
lines = []
Zlib::GzipReader.zcat(StringIO.new(two)) { |l| lines << l }
p lines

# Encodings.
r = Zlib::GzipReader.new(StringIO.new(gz_of("caf\xC3\xA9".b)), external_encoding: "ISO-8859-1", internal_encoding: "UTF-8")
p r.external_encoding, (x = r.read), x.encoding
r = Zlib::GzipReader.new(StringIO.new(gz_of("caf\xC3\xA9".b)), encoding: "BINARY")
p r.read.encoding

# Zlib.gzip and Zlib.gunzip.
g = Zlib.gzip("foo", level: 9)
g[4, 4] = "\0\0\0\0"
p g.unpack1("H*")
p Zlib.gunzip(g), Zlib.gunzip(g).encoding
p (Zlib.gzip("x", level: 99) rescue $!)
p (Zlib.gzip("x", foo: 1) rescue $!)

# Broken data.
p (Zlib::GzipReader.new(StringIO.new("")) rescue [$!, $!.input])
e = (Zlib::GzipReader.new(StringIO.new("not gzip data")) rescue $!)
p e, e.input
p (Zlib::GzipReader.new(StringIO.new("\x1f\x8b\x07" + "\0" * 7)) rescue $!)
p (Zlib::GzipReader.new(StringIO.new("\x1f\x8b\x08\x02" + "\0" * 6)) rescue $!)
p (Zlib::GzipReader.new(StringIO.new("\x1f\x8b\x08\x20" + "\0" * 6)) rescue $!)
p (Zlib::GzipReader.new(StringIO.new("\x1f\x8b\x08\xc0" + "\0" * 6)) rescue $!)
good = gz_of("checked data")
p (Zlib.gunzip(good[0..-5] + "\0\0\0\0") rescue $!)
p (Zlib.gunzip(good[0..-9] + "\0\0\0\0" + good[-4..]) rescue $!)
p (Zlib.gunzip(good[0..-9]) rescue $!)
p (Zlib.gunzip(good[0..-3]) rescue $!)
p (Zlib.gunzip(good[0, 15]) rescue $!)
p (Zlib::GzipReader.new(StringIO.new(good[0, 15])).read rescue $!)
r = Zlib::GzipReader.new(StringIO.new(good[0..-9]))
p r.read
p (r.close rescue [$!, $!.input])
p Zlib::GzipFile::Error.superclass, [Zlib::GzipFile::NoFooter, Zlib::GzipFile::CRCError, Zlib::GzipFile::LengthError].map(&:superclass)
p Zlib::GzipReader.ancestors.include?(Enumerable), Zlib::GzipReader.superclass
p (Zlib::GzipFile.new rescue $!)
p (Zlib::GzipWriter.new(Object.new).close rescue $!.class)
