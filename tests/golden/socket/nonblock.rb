# The non-blocking calls of sockets: accept/connect/read/write_nonblock with and without
# exceptions, IO.select and IO#wait_readable on sockets, and IO::WaitReadable's errors.
require "socket"

server = TCPServer.new("127.0.0.1", 0)
port = server.local_address.ip_port
p server.accept_nonblock(exception: false)
begin
  server.accept_nonblock
rescue IO::WaitReadable => e
  p e.class, e.message
end
p IO.select([server], nil, nil, 0)

sock = Socket.new(:INET, :STREAM)
r = sock.connect_nonblock(Socket.sockaddr_in(port, "127.0.0.1"), exception: false)
p [0, :wait_writable].include?(r)
IO.select(nil, [sock], nil, 5)
p sock.connect_nonblock(Socket.sockaddr_in(port, "127.0.0.1"), exception: false)
p IO.select([server], nil, nil, 5).first == [server]
conn = server.accept_nonblock
p conn.class, conn.remote_address.ipv4_loopback?

p sock.read_nonblock(10, exception: false)
begin
  sock.read_nonblock(10)
rescue IO::WaitReadable => e
  p e.class, e.message
end
p sock.wait_readable(0.01)
p conn.write_nonblock("now")
p sock.wait_readable(1) == sock
p sock.read_nonblock(10)
buf = +"old"
conn.write("into a buffer")
sock.wait_readable(1)
p sock.read_nonblock(100, buf), buf

# Filling the send buffer: write_nonblock stops short, then refuses.
conn.setsockopt(Socket::SOL_SOCKET, Socket::SO_SNDBUF, 4096)
total = 0
loop do
  n = conn.write_nonblock("x" * 65536, exception: false)
  break if n == :wait_writable
  total += n
end
p total > 0
begin
  conn.write_nonblock("x")
rescue IO::WaitWritable => e
  p e.class
end
got = 0
got += sock.readpartial(65536).bytesize while got < total
p got == total

conn.close
p sock.read_nonblock(10, exception: false)
begin
  sock.read_nonblock(10)
rescue EOFError => e
  p e
end
sock.close
server.close
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
