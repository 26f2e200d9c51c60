# Zlib on hostile input: truncated, bit-flipped and random deflate, zlib and gzip data through
# every way in (one-shot, byte by byte, sync, GzipReader, gunzip), and streams changed from
# inside their own blocks. Every failure must be a Ruby exception.
require "zlib"
require "stringio"

rng = Random.new(20261208)
text = (0...3000).map { |i| "line #{i} #{rng.rand(1000)}\n" }.join
samples = [
  Zlib.deflate(text),
  Zlib.deflate(text, Zlib::BEST_SPEED),
  Zlib::Deflate.new(9, -15).deflate(text, Zlib::FINISH),
  Zlib.gzip(text),
  Zlib::Deflate.new(6, 31, 9, Zlib::FIXED).deflate(text, Zlib::FINISH),
]

def attempt
  yield
rescue Zlib::Error, ArgumentError, TypeError, RangeError, EOFError, IOError, ThreadError, FrozenError, NoMemoryError => e
  e.class
end

counts = Hash.new(0)
samples.each do |data|
  40.times do
    bad = data.b.dup
    case rng.rand(4)
    when 0 then bad = bad[0, rng.rand(bad.bytesize)]
    when 1 then 3.times { i = rng.rand(bad.bytesize); bad.setbyte(i, bad.getbyte(i) ^ (1 << rng.rand(8))) }
    when 2 then bad = rng.bytes(rng.rand(200))
    else bad.insert(rng.rand(bad.bytesize), rng.bytes(rng.rand(20)))
    end
    counts[attempt { Zlib.inflate(bad) }.class] += 1
    counts[attempt { Zlib::Inflate.new(47).inflate(bad) }.class] += 1
    counts[attempt { Zlib::Inflate.new(-15).inflate(bad) }.class] += 1
    counts[attempt { Zlib.gunzip(bad) }.class] += 1
    counts[attempt { Zlib::GzipReader.new(StringIO.new(bad)).read }.class] += 1
    counts[attempt { Zlib::GzipReader.new(StringIO.new(bad)).each_line.count }.class] += 1
    z = Zlib::Inflate.new(rng.rand(2).zero? ? 15 : 47)
    r = attempt { bad.each_char { |c| z << c }; z.finish }
    counts[r.class] += 1
    counts[attempt { z.sync(bad) }.class] += 1
    counts[attempt { z.inflate(bad) }.class] += 1
    z.close unless z.closed?
  end
end
p counts.keys.map(&:to_s).sort

# Streams changed from inside their own output blocks.
z = Zlib::Deflate.new(0)
p attempt { z.deflate(rng.bytes(100_000)) { z.close } }
p attempt { z.finish }
z = Zlib::Deflate.new(0)
p attempt { z.deflate(rng.bytes(100_000)) { z.flush_next_in; z.reset } }
p attempt { z.finish.bytesize }
z = Zlib::Inflate.new
p attempt { z.inflate(Zlib.deflate("x" * 100_000)) { z.flush_next_out; z.add_dictionary("d") } }
p attempt { z.finish.bytesize }
z = Zlib::Deflate.new
p attempt { z.deflate("abc" * 1000) { |c| z.params(9, 2) } }
p attempt { z2 = z.dup; z2.finish.bytesize }

# Odd arguments.
p attempt { Zlib::Deflate.new(2**40) }
p attempt { Zlib::Deflate.new(6, -8) }
p attempt { Zlib::Inflate.new(2**31) }
p attempt { Zlib::Deflate.new.deflate("x", 99) }
p attempt { Zlib::Deflate.new.deflate("x", -1) }
p attempt { Zlib::Inflate.new.inflate("x", buffer: "frozen".freeze) }
p attempt { Zlib::Deflate.new.avail_out = -5 }
p attempt { z = Zlib::Deflate.new; z.avail_out = 1; z.deflate("y" * 10000, Zlib::FINISH).bytesize }
p attempt { Zlib::GzipReader.new(StringIO.new(Zlib.gzip("abc"))).ungetc("z" * 100_000) }
p attempt { Zlib::GzipReader.new(StringIO.new(Zlib.gzip("abc"))).read(2**40) }
p attempt { Zlib.crc32_combine(1, 2, -1) }
p attempt { Zlib.adler32_combine(1, 2, 2**62) }
