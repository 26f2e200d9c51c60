# UDPSocket: bind, connect, send/recv, recvfrom's sender, datagrams cut at the read length,
# recv_nonblock with nothing queued, and the errors of a send without a destination.
require "socket"

a = UDPSocket.new
a.bind("127.0.0.1", 0)
b = UDPSocket.new(Socket::AF_INET)
b.bind("127.0.0.1", 0)
pa = a.addr[1]
pb = b.addr[1]
p a.addr[0], a.addr[3]

p b.send("hello", 0, "127.0.0.1", pa)
msg, from = a.recvfrom(100)
p msg, from[0], from[1] == pb, from[3]

b.connect("127.0.0.1", pa)
b.send("one datagram of forty bytes, or so.....", 0)
p a.recv(10)
b.send("x" * 20, 0)
p a.read(5)
b.send("peeked", 0)
p a.recv(3, Socket::MSG_PEEK), a.recv(100)

p a.recv_nonblock(10, exception: false)
begin
  a.recv_nonblock(10)
rescue IO::WaitReadable => e
  p e.class, e.message
end

b.write("via write")
p a.recvfrom_nonblock(100)[0]

c = UDPSocket.new
begin
  c.send("nowhere", 0)
rescue => e
  p e.class
end
[a, b, c].each(&:close)
p [a, b, c].map(&:closed?)
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
