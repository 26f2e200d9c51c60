# Gzip files: GzipWriter.open and GzipReader.open with and without blocks, wrap, path,
# to_io, rewind over a File, sync and flush, and a .tar.gz read the way Gem::Package reads one.
require "zlib"

path = "files.tmp.gz"
Zlib::GzipWriter.open(path, Zlib::BEST_COMPRESSION) do |gz|
  p gz.path == path, gz.to_io.class, gz.level
  gz.mtime = Time.at(1_600_000_000)
  gz.orig_name = "files.txt"
  gz.puts "line one"
  p gz.flush.equal?(gz)
  gz.sync = true
  p gz.sync
  gz.write "line two\n", "line three\n"
end
p File.binread(path, 4).bytes

p Zlib::GzipReader.open(path) { |gz| [gz.orig_name, gz.mtime.to_i, gz.level, gz.read] }
gz = Zlib::GzipReader.open(path)
p gz.path == path, gz.gets
gz.rewind
p gz.readlines
p gz.close.closed?, gz.path == path

File.open(path, "rb") do |f|
  p Zlib::GzipReader.wrap(f) { |r| r.each_line.map(&:chomp) }
  p f.closed?
end
f = File.open(path, "rb")
r = Zlib::GzipReader.new(f)
p r.read(5)
p r.finish.equal?(f), f.closed?
f.close

w = Zlib::GzipWriter.wrap(File.open(path, "wb"))
w << "wrapped"
p w.close.class
p Zlib::GzipReader.open(path, &:read)

p (Zlib::GzipReader.open("files.does-not-exist.gz") rescue $!.class)
p (Zlib::GzipReader.open rescue $!)
File.binwrite(path, "plain text")
p (Zlib::GzipReader.open(path) rescue $!)
File.delete(path)

# A .tar.gz as Gem::Package's TarReader sees it: a GzipReader read in 512-byte records.
def tar_entry(name, body)
  header = [name, "0000644", "0000000", "0000000", format("%011o", body.bytesize), format("%011o", 0), " " * 8, "0", "", "ustar", "00", "", "", "", "", "", ""]
  record = header.pack("a100a8a8a8a12a12a8aa100a6a2a32a32a8a8a155a12")
  sum = record.unpack("C*").sum
  record[148, 8] = format("%06o\0 ", sum)
  record + body + "\0" * ((512 - body.bytesize % 512) % 512)
end
tar = tar_entry("a.txt", "alpha\n") + tar_entry("b/c.txt", "gamma " * 200) + "\0" * 1024
require "stringio"
io = StringIO.new("".b)
g = Zlib::GzipWriter.new(io)
g.write(tar)
g.finish
Zlib::GzipReader.wrap(StringIO.new(io.string)) do |gz|
  until gz.eof?
    header = gz.read(512)
    name = header[0, 100].delete("\0")
    break if name.empty?
    size = header[124, 12].to_i(8)
    body = gz.read(size)
    gz.read((512 - size % 512) % 512)
    p [name, size, body[0, 12]]
  end
end
