# Unbuffered and positional IO (sysread, syswrite, sysseek, pread, pwrite, readpartial,
# read_nonblock, write_nonblock), ungetc/ungetbyte, each_codepoint, advise, fsync, flock,
# IO.copy_stream, and conversion on read with an internal encoding.
# Expected output from /opt/cruby-master/bin/ruby (WebAssembly ruby40 has no flock), except that
# 4.0: advise("normal") raises "no implicit conversion of String into Symbol" (4.1 words it
# "advice must be a Symbol"); that line is ruby40's.
dir = "tmp_sys_io_#{$$}"
Dir.mkdir(dir)
path = "#{dir}/a.txt"
def show
  p yield
rescue => e
  p [e.class, e.message]
end
begin
  File.write(path, "0123456789héllo\n")
  File.open(path) do |f|
    p f.sysread(4), f.sysread(3, buf = +"xx"), buf
    p f.sysseek(0, IO::SEEK_CUR), f.sysseek(-3, :END)
    p f.sysread(100)
    show { f.sysread(1) }
    p f.sysread(0)
    p f.pread(3, 2), f.pread(4, 10), f.pos
    show { f.pread(1, 100) }
    show { f.sysread(-1) }
    f.rewind
    p f.getc, f.read(1)
    show { f.sysread(1) }
    show { f.sysseek(0) }
    p f.readpartial(3), f.readpartial(100)
    show { f.readpartial(1) }
    f.rewind
    p f.ungetc("ab"), f.read(3)
    p f.ungetbyte(0x41), f.ungetbyte("BC"), f.read(4)
    p f.ungetc(233), f.getc
    show { f.ungetc(nil) }
    f.seek(10)
    p f.each_codepoint.to_a
    show { f.write("x") }
    show { f.pwrite("x", 0) }
    p f.advise(:sequential), f.advise(:willneed, 0, 4)
    begin; f.advise(:bogus); rescue NotImplementedError => e; p [e.class, e.message]; end
    show { f.advise("normal") }
    p f.flock(File::LOCK_EX), f.flock(File::LOCK_UN), f.flock(File::LOCK_SH | File::LOCK_NB)
  end
  File.open(path, "r+") do |f|
    p f.pwrite("AB", 1), f.pos, f.read(4)
    p f.syswrite("Z"), f.fsync, f.fdatasync
    f.rewind
    p f.read(6)
  end
  r, w = IO.pipe
  p r.read_nonblock(5, exception: false)
  show { r.read_nonblock(5) }
  p w.write_nonblock("abc"), r.read_nonblock(2), r.readpartial(10)
  w.close
  p r.read_nonblock(5, exception: false)
  show { r.read_nonblock(5) }
  r.close
  p IO::EAGAINWaitReadable.ancestors.include?(IO::WaitReadable), IO::EAGAINWaitReadable.superclass
  dst = "#{dir}/b.txt"
  p IO.copy_stream(path, dst), File.read(dst)
  p IO.copy_stream(path, dst, 4, 2), File.read(dst)
  File.open(path) do |src|
    src.read(3)
    File.open(dst, "w") { |d| p IO.copy_stream(src, d, 5), src.pos }
    p File.read(dst)
    File.open(dst, "w") { |d| p IO.copy_stream(src, d, nil, 12), src.pos }
    p File.read(dst)
  end
  out = Object.new
  def out.write(s) = (($got ||= +"") << s; s.bytesize)
  p IO.copy_stream(path, out, 0), IO.copy_stream(path, out, 5), $got
  File.open(path) { |src| show { IO.copy_stream(src, src) } }
  show { IO.copy_stream("#{dir}/none", dst) rescue raise $!.class, "missing" }
  File.binwrite(path, "caf\xE9\n")
  p File.open(path, "r:iso-8859-1:utf-8") { |f| [f.gets, f.external_encoding, f.internal_encoding] }
  p File.open(path, "r:iso-8859-1") { |f| x = f.read; [x, x.encoding] }
  File.open(path) do |f|
    p f.set_encoding("iso-8859-1:utf-8").equal?(f), f.read
    p f.set_encoding(Encoding::BINARY, Encoding::UTF_8).external_encoding, f.internal_encoding
    p f.set_encoding("utf-8", "-").internal_encoding
    show { f.set_encoding(nil, "utf-8") }
    show { f.set_encoding("utf-8", newline: :bogus) }
    show { f.set_encoding(Encoding::UTF_16BE) }
    show { f.set_encoding }
  end
  File.binwrite(path, "\xEF\xBB\xBFhi")
  p File.open(path, "rb") { |f| [f.set_encoding_by_bom, f.read] }
  p File.open(path, "rb") { |f| f.read(1); f.rewind; f.set_encoding_by_bom }
  show { File.open(path) { |f| f.set_encoding_by_bom } }
ensure
  Dir.glob("#{dir}/*").each { |x| File.delete(x) }
  Dir.rmdir(dir)
end
# ruby40: skip (WASI has no flock)
