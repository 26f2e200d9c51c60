# Zlib::Deflate and Zlib::Inflate: one-shot and streaming use, flush modes, window bits (raw,
# gzip, auto-detection), levels and strategies, dictionaries, stream state and errors.
require "zlib"

def hex(s) = s.unpack1("H*")

# One-shot round trips at every level and strategy.
text = "The quick brown fox jumps over the lazy dog. " * 40
(-1..9).each do |level|
  d = Zlib::Deflate.deflate(text, level)
  raise "level #{level}" unless Zlib::Inflate.inflate(d) == text
end
[Zlib::DEFAULT_STRATEGY, Zlib::FILTERED, Zlib::HUFFMAN_ONLY, Zlib::RLE, Zlib::FIXED].each do |st|
  z = Zlib::Deflate.new(6, Zlib::MAX_WBITS, Zlib::DEF_MEM_LEVEL, st)
  raise "strategy #{st}" unless Zlib.inflate(z.deflate(text, Zlib::FINISH)) == text
end
puts "round trips ok"

# Small inputs compress the same everywhere.
p hex(Zlib::Deflate.deflate("hello"))
p hex(Zlib::Deflate.deflate("hello", Zlib::BEST_SPEED))
p hex(Zlib::Deflate.deflate("hello", Zlib::NO_COMPRESSION))
p hex(Zlib::Deflate.deflate(""))
p Zlib::Deflate.deflate("hello").encoding

# Streaming: the header comes with the first call, flushes give byte-aligned output.
z = Zlib::Deflate.new
p z.deflate("foo")
p z.flush
p (z.flush rescue $!)
p z.deflate("bar", Zlib::SYNC_FLUSH)
p z.finish
p z.finish
p [z.total_in, z.total_out, z.adler, z.finished?, z.closed?]
p (z.deflate("x") rescue $!)
z.close
p z.closed?
p (z.finish rescue $!)

# Window bits: raw deflate, gzip wrapper, auto-detection.
raw = Zlib::Deflate.new(6, -Zlib::MAX_WBITS).deflate("raw data", Zlib::FINISH)
p hex(raw)
p Zlib::Inflate.new(-Zlib::MAX_WBITS).inflate(raw)
gz = Zlib::Deflate.new(6, 31).deflate("gzip data", Zlib::FINISH)
p hex(gz[0, 10])
p Zlib::Inflate.new(31).inflate(gz)
p Zlib::Inflate.new(47).inflate(gz)
p Zlib::Inflate.new(47).inflate(Zlib.deflate("zlib data"))
p (Zlib::Inflate.new(-1) rescue $!)
p (Zlib::Deflate.new(10) rescue $!)
p (Zlib::Deflate.new(6, 7) rescue $!)

# Inflating piece by piece, and what comes after the end passes through.
data = Zlib.deflate("abcdefghij" * 10)
i = Zlib::Inflate.new
out = +""
data.each_char { |c| out << i.inflate(c) }
out << i.finish
p [out.size, i.finished?, i.total_in, i.total_out, i.adler]
i << "trailing"
p i.inflate(nil)

# Output handed to a block in chunks of 16 KiB.
sizes = []
big = "0123456789" * 10_000
z = Zlib::Deflate.new(Zlib::NO_COMPRESSION)
r = z.deflate(big) { |chunk| sizes << chunk.bytesize }
p r
p sizes
rest = z.finish
sizes = []
Zlib::Inflate.new.inflate(Zlib.deflate(big)) { |chunk| sizes << chunk.bytesize }
p sizes

# Inflate into the caller's buffer.
buf = +""
i = Zlib::Inflate.new
res = i.inflate(Zlib.deflate("into a buffer"), buffer: buf)
p [res.equal?(buf), buf]

# avail_out and avail_in.
z = Zlib::Deflate.new
p [z.avail_out, z.avail_in]
z << "hello"
p [z.avail_out, z.avail_in, z.data_type]
z.avail_out = 10
p z.avail_out

# Dictionaries.
z = Zlib::Deflate.new
z.set_dictionary("abcdefghij")
compressed = z.deflate("abcdefghij" * 3, Zlib::FINISH)
i = Zlib::Inflate.new
begin
  i.inflate(compressed)
rescue Zlib::NeedDict => e
  p [e.class, e.message, i.adler == Zlib.adler32("abcdefghij")]
end
i.set_dictionary("abcdefghij")
p i.inflate("")
i = Zlib::Inflate.new
i.add_dictionary("abcdefghij")
p i.inflate(compressed)
z = Zlib::Deflate.new
z << "started"
p (z.set_dictionary("x") rescue $!)
p (Zlib::Inflate.new.set_dictionary("x") rescue $!)

# params: changing level and strategy mid-stream.
z = Zlib::Deflate.new(Zlib::NO_COMPRESSION)
z << "first part "
z.params(Zlib::BEST_COMPRESSION, Zlib::FILTERED)
z << "second part " * 20
z.params(Zlib::BEST_SPEED, Zlib::HUFFMAN_ONLY)
s = z.deflate("third part", Zlib::FINISH)
p Zlib.inflate(s) == "first part " + "second part " * 20 + "third part"
p (z.params(10000, 0) rescue $!)
# Once the output was taken, zlib has nowhere to put what it must compress first.
z = Zlib::Deflate.new
z.deflate("pending")
p (z.params(Zlib::NO_COMPRESSION, Zlib::DEFAULT_STRATEGY) rescue $!)

# A copy goes on from the original's state.
z1 = Zlib::Deflate.new
head = z1.deflate("shared ")
z2 = z1.dup
a = head + z1.deflate("one", Zlib::FINISH)
b = head + z2.deflate("two", Zlib::FINISH)
p [Zlib.inflate(a), Zlib.inflate(b)]

# reset starts over.
z = Zlib::Deflate.new
z << "discarded"
z.reset
p Zlib.inflate(z.finish)

# sync skips to the next full flush point.
z = Zlib::Deflate.new
s = z.deflate("lost " * 10, Zlib::FULL_FLUSH)
s << z.deflate("found", Zlib::FINISH)
i = Zlib::Inflate.new
p (i << "\0" * 20 rescue $!)
p i.sync(s)
p i.inflate("")

# Errors from bad data carry zlib's messages.
p (Zlib.inflate("not zlib") rescue $!)
p (Zlib.inflate("x\x9c") rescue $!)
p (Zlib.inflate(Zlib.deflate("check")[0..-2] + "\0") rescue $!)
p (Zlib::Inflate.new(-15).inflate("\xff\xff\xff") rescue $!)
p (Zlib.inflate(nil) rescue $!)
p (Zlib.deflate(1) rescue $!)
p Zlib::Inflate.inflate([0x08, 0x3C, 0x0, 0x0, 0x0, 0x0].pack("c*")) rescue p $!
p Zlib::Error.ancestors.take(3)
p [Zlib::StreamEnd, Zlib::NeedDict, Zlib::DataError, Zlib::StreamError, Zlib::MemError, Zlib::BufError, Zlib::VersionError, Zlib::InProgressError].map(&:superclass).uniq
p (Zlib::ZStream.new rescue $!)
p (Zlib::Deflate.allocate.deflate("x") rescue $!)

# A block that re-enters the stream meets its lock.
z = Zlib::Deflate.new(Zlib::NO_COMPRESSION)
p (z.deflate("y" * 40_000) { z.deflate("again") } rescue $!.class)
# ruby40: skip (the WebAssembly build crashes in Zlib::Deflate#deflate with a block; expected output from CRuby master)
