# IO.sysopen, IO.new/for_fd/open on descriptors, File.new on a descriptor, Kernel#open, open
# modes with encodings and options, autoclose, close_on_exec, and their errors.
# Expected output from /opt/cruby-master/bin/ruby (the WebAssembly ruby40 has no close-on-exec flag);
# it matches ruby40 everywhere else.
dir = "tmp_fd_open_#{$$}"
Dir.mkdir(dir)
path = "#{dir}/a.txt"
def show
  r = yield
  p r
rescue => e
  p [e.class, e.message]
end
begin
  fd = IO.sysopen(path, "w")
  p fd.is_a?(Integer)
  io = IO.new(fd, "w")
  p io.class, io.fileno == fd, io.closed?, io.autoclose?
  p io.write("hello\n"), io.external_encoding, io.internal_encoding
  io.close
  p File.read(path)
  p IO.sysopen(path, File::RDONLY, 0644).is_a?(Integer)
  fd = IO.sysopen(path)
  io = IO.for_fd(fd, mode: "r", autoclose: false)
  p io.autoclose?, io.read, io.external_encoding
  io.close
  io2 = IO.new(fd)
  p io2.read(2)
  p IO.open(fd) { |f| f.class }
  show { IO.new(fd) }
  show { IO.new(-1) }
  fd = IO.sysopen(path)
  show { IO.new(fd, "w") }
  show { IO.new(fd, "") }
  show { IO.new(fd, "r", mode: "r") }
  show { IO.new(fd, "r:utf-8", encoding: "utf-8") }
  show { IO.new(fd, "rb", binmode: true) }
  show { IO.new(fd, "rt", binmode: true) }
  show { IO.new(fd, "r", textmode: true, binmode: true) }
  show { IO.new(fd, "q") }
  io = IO.new(fd, "r:iso-8859-1:utf-8")
  p io.external_encoding, io.internal_encoding
  io.set_encoding(nil)
  p io.external_encoding, io.internal_encoding
  io.close
  fd = IO.sysopen(path)
  io = IO.new(fd, "rb")
  p io.binmode?, io.external_encoding, io.read.encoding
  io.close
  fd = IO.sysopen(path)
  io = IO.new(fd, external_encoding: "ascii-8bit")
  p io.external_encoding, io.internal_encoding
  p io.close_on_exec?
  io.close_on_exec = false
  p io.close_on_exec?
  io.close_on_exec = true
  p io.close_on_exec?
  io.close
  show { io.autoclose? }
  show { io.close_on_exec? }
  f = File.new(IO.sysopen(path))
  p f.class, f.path, f.gets
  f.close
  p open(path) { |x| [x.class, x.read] }
  o = Object.new
  def o.to_open(*args) = [:to_open, args]
  p open(o, "r")
  begin
    open("#{dir}/missing.txt")
  rescue => e
    p [e.class, e.message.sub(dir, "DIR")]
  end
  p File.open(path, "r:utf-8:iso-8859-1") { |x| [x.external_encoding, x.internal_encoding] }
  p File.open(path, mode: "w", encoding: "ascii-8bit") { |x| x.external_encoding }
  p File.open(path, "wb") { |x| x.external_encoding }
  p File.open(path, "w") { |x| x.external_encoding }
  p File.open(path, "r+") { |x| x.external_encoding }
  p IO.try_convert(1), IO.try_convert($stdout).equal?($stdout)
ensure
  Dir.glob("#{dir}/*").each { |x| File.delete(x) }
  Dir.rmdir(dir)
end
# ruby40: skip (WASI has no close-on-exec flag)
