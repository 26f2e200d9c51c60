# Zlib's checksums: adler32 and crc32 over Strings and IOs, with start values, combined, and
# the CRC table.
require "zlib"

p Zlib.adler32, Zlib.crc32
p Zlib.adler32("foo"), Zlib.crc32("foo")
p Zlib.adler32("o", Zlib.adler32("fo")), Zlib.crc32("o", Zlib.crc32("fo"))
p Zlib.adler32("abc\x01\x02\x03" * 10000), Zlib.crc32("abc\x01\x02\x03" * 10000)
p Zlib.adler32("p", -305419897), Zlib.crc32("p", -305419897)
p Zlib.adler32(nil, 12345), Zlib.crc32(nil, 12345)
p Zlib.adler32("", 12345), Zlib.crc32("", 12345)
p Zlib.crc32("\u3042"), Zlib.crc32("é".encode("ISO-8859-1"))
p Zlib.adler32_combine(Zlib.adler32("fo"), Zlib.adler32("o"), 1)
p Zlib.crc32_combine(Zlib.crc32("hello "), Zlib.crc32("world"), 5) == Zlib.crc32("hello world")
p Zlib.adler32_combine(1, 1, 0), Zlib.crc32_combine(0, 0, 0)
t = Zlib.crc_table
p t.size, t[0, 4], t[255], t.all?(Integer)

File.binwrite("checksums.tmp", "abc\x01\x02\x03" * 10000)
File.open("checksums.tmp", "rb") do |f|
  p Zlib.crc32(f)
  f.rewind
  p Zlib.adler32(f, Zlib.adler32("x"))
end
File.delete("checksums.tmp")

p (Zlib.crc32(1) rescue $!)
p (Zlib.adler32("a", "b") rescue $!)
p (Zlib.crc32("a", 2**64) rescue $!.class)
p (Zlib.crc32("a", 1, 2) rescue $!)
