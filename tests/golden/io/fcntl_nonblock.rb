# IO#fcntl (core) with the Fcntl constants, and require "io/nonblock" (both C in CRuby).
require "fcntl"
require "io/nonblock"
r, w = IO.pipe
p r.fcntl(Fcntl::F_GETFD)
fl = r.fcntl(Fcntl::F_GETFL)
r.fcntl(Fcntl::F_SETFL, fl | Fcntl::O_NONBLOCK)
p r.fcntl(Fcntl::F_GETFL) & Fcntl::O_NONBLOCK != 0
p r.nonblock?
r.nonblock = false
p r.nonblock?
p r.nonblock { r.nonblock? }
p r.nonblock?
p r.nonblock(false) { |io| io.equal?(r) }
p((r.fcntl(99) rescue $!.class))
p((r.fcntl("x") rescue $!))
p((r.fcntl() rescue $!))
p((r.fcntl(1, 2, 3) rescue $!))
p((r.nonblock rescue $!))
p((r.nonblock(1, 2) { } rescue $!))
File.open("fcntl_nonblock.lock", "w") do |f|
  buf = [Fcntl::F_WRLCK, IO::SEEK_SET, 0, 0, 0].pack("s!s!q!q!i!")
  p f.fcntl(Fcntl::F_SETLK, buf)
  q = [Fcntl::F_WRLCK, IO::SEEK_SET, 0, 0, 0].pack("s!s!q!q!i!")
  p f.fcntl(Fcntl::F_GETLK, q)
  p q.unpack("s!s!q!q!i!")[0] == Fcntl::F_UNLCK
  p((f.fcntl(Fcntl::F_SETLK, 5) rescue $!.class))
  p((f.fcntl(Fcntl::F_SETLK, "".freeze) rescue $!.class))
end
r.close
p((r.fcntl(1) rescue $!))
p((r.nonblock? rescue $!))
File.delete("fcntl_nonblock.lock")
# ruby40: skip (the WASI build has no fcntl or pipes; expected output from CRuby master's interpreter)
