# UNIX sockets: a server at a path in a temporary directory, the pair of socketpair,
# addresses, send_io/recv_io of a descriptor, and datagram pairs keeping message bounds.
require "socket"
require "tmpdir"

Dir.mktmpdir do |dir|
  path = File.join(dir, "sock")
  server = UNIXServer.new(path)
  p File.socket?(path), server.path == path, server.addr[0]
  t = Thread.new do
    c = server.accept
    line = c.gets
    c.puts line.upcase
    c.close
    line
  end
  client = UNIXSocket.new(path)
  p client.peeraddr[0], client.peeraddr[1] == path
  client.puts "over a unix socket"
  p client.gets, client.gets
  p t.value
  client.close
  server.close
  begin
    UNIXSocket.new(File.join(dir, "missing"))
  rescue Errno::ENOENT => e
    p e.message.sub(dir, "DIR")
  end
end

s1, s2 = UNIXSocket.pair
p s1.class, s1.addr, s2.peeraddr
s1.write("ping")
p s2.readpartial(10)
r, w = IO.pipe
s1.send_io(r)
got = s2.recv_io
p got.class, got.fileno != r.fileno
w.write("through a passed pipe")
w.close
p got.read
[s1, s2, r, got].each(&:close)

d1, d2 = UNIXSocket.socketpair(:DGRAM)
d1.send("first", 0)
d1.send("second message", 0)
p d2.recv(3), d2.recv(100)
d1.close
d2.close

res = UNIXSocket.pair { |x, y| x << "blk"; y.readpartial(3) }
p res
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
