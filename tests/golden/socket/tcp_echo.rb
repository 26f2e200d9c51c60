# TCPServer and TCPSocket on the loopback: a server thread echoing lines, the client's and the
# server's views of the connection, EOF, half-close, and the errors of a closed or refused one.
require "socket"

server = TCPServer.new("127.0.0.1", 0)
port = server.addr[1]
p server.addr[0], server.addr[2], server.addr[3]
p port.is_a?(Integer) && port > 0
p server.local_address.ip_address, server.local_address.ip_port == port

echo = Thread.new do
  conn = server.accept
  seen = [conn.class, conn.peeraddr(false)[0], conn.peeraddr(false)[2]]
  while (line = conn.gets)
    conn.write("echo: #{line}")
  end
  conn.write("bye\n")
  conn.close
  seen
end

sock = TCPSocket.new("127.0.0.1", port)
p sock.class, sock.class.ancestors.take(5)
p sock.remote_address.ip_port == port
p sock.sync, sock.binmode?
sock.puts "hello"
p sock.gets
sock.print "two\nthree\n"
p sock.gets, sock.gets
sock.write("partial")
sock.write(" line\n")
p sock.readline
sock.close_write
p sock.read
p sock.read(1), sock.gets
p sock.eof?
p echo.value
sock.close
p sock.closed?
begin
  sock.gets
rescue IOError => e
  p e
end

# Bytes come back as they were sent; reads of a length are binary.
server2 = TCPServer.new("127.0.0.1", 0)
t = Thread.new { c = server2.accept; c.write("\xff\x00é".b); c.close }
s = TCPSocket.open("127.0.0.1", server2.addr[1])
data = s.read(4)
p data, data.encoding
p s.read(10)
t.join
s.close

# readpartial and sysread give what one read returns; at the end, EOFError.
t = Thread.new { c = server2.accept; c.write("abc"); sleep 0.05; c.write("defgh"); c.close }
s = TCPSocket.new("127.0.0.1", server2.addr[1])
p s.readpartial(100)
p s.sysread(2), s.readpartial(100)
begin
  s.readpartial(1)
rescue EOFError => e
  p e
end
t.join
s.close
server2.close
server.close

# A port nobody listens on.
closed = TCPServer.new("127.0.0.1", 0)
free_port = closed.addr[1]
closed.close
begin
  TCPSocket.new("127.0.0.1", free_port)
rescue Errno::ECONNREFUSED => e
  p e.class, e.message.sub(free_port.to_s, "PORT")
end
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
