# Zlib: deflate and inflate a few MB of log-like text at three levels, gzip and gunzip it, and
# read it back line by line through GzipReader; checksums of what comes out.
require "zlib"
require "stringio"

lines = (0...60_000).map { |i| "2026-12-08 10:#{i % 60}:#{i % 59} host#{i % 17} GET /item/#{i * 7919 % 10_007} status=#{[200, 304, 404, 500][i % 4]} bytes=#{i * 31 % 9973}\n" }
text = lines.join
check = 0
[Zlib::BEST_SPEED, Zlib::DEFAULT_COMPRESSION, Zlib::BEST_COMPRESSION].each do |level|
  z = Zlib::Deflate.deflate(text, level)
  out = Zlib::Inflate.inflate(z)
  check ^= Zlib.crc32(out)
end
gz = Zlib.gzip(text)
check ^= Zlib.adler32(Zlib.gunzip(gz))
count = 0
bytes = 0
Zlib::GzipReader.new(StringIO.new(gz)).each_line do |l|
  count += 1
  bytes += l.bytesize
end
puts [text.bytesize, check, count, bytes].inspect
