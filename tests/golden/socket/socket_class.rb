# The low-level Socket class: new/bind/listen/accept/connect by hand, Socket.tcp and
# Socket.tcp_server_sockets from socket.rb, socket options (Socket::Option's readers and
# inspect), shutdown, sendmsg/recvmsg, and BasicSocket's address readers.
require "socket"

srv = Socket.new(Socket::AF_INET, Socket::SOCK_STREAM, 0)
srv.setsockopt(Socket::SOL_SOCKET, Socket::SO_REUSEADDR, true)
srv.bind(Addrinfo.tcp("127.0.0.1", 0))
srv.listen(5)
addr = srv.local_address
p addr.ipv4_loopback?, addr.socktype == Socket::SOCK_STREAM

opt = srv.getsockopt(:SOCKET, :REUSEADDR)
p opt.class, opt.bool, opt.int, opt.level == Socket::SOL_SOCKET, opt.optname == Socket::SO_REUSEADDR
p opt.inspect.sub(/\d+/, "N")
p Socket::Option.bool(:INET, :SOCKET, :KEEPALIVE, true).inspect
p Socket::Option.int(:INET, :SOCKET, :RCVBUF, 4096).int, Socket::Option.linger(true, 5).linger
p srv.getsockopt(:SOCKET, :TYPE).int == Socket::SOCK_STREAM

cli = Socket.tcp("127.0.0.1", addr.ip_port)
conn, caddr = srv.accept
p conn.class, caddr.class, caddr.ip_address
p cli.remote_address.ip_port == addr.ip_port, conn.local_address.ip_port == addr.ip_port
cli.setsockopt(Socket::IPPROTO_TCP, Socket::TCP_NODELAY, 1)
p cli.getsockopt(Socket::IPPROTO_TCP, Socket::TCP_NODELAY).bool

p cli.sendmsg("via sendmsg")
msg, from, flags = conn.recvmsg(100)
p msg, from.class, flags
p cli.send("flagged", 0), conn.recv(100)
cli.shutdown(Socket::SHUT_WR)
p conn.read
p conn.getpeername == cli.getsockname
conn.close
cli.close

a, b = Socket.pair(:UNIX, :STREAM)
a.write("pair")
p b.readpartial(4), a.local_address.unix?
a.close
b.close

socks = Socket.tcp_server_sockets("127.0.0.1", 0)
p socks.size, socks.first.class, socks.first.local_address.ipv4?
socks.each(&:close)
begin
  srv.connect(Socket.sockaddr_in(1, "127.0.0.1"))
rescue SystemCallError => e
  p e.class.ancestors.include?(SystemCallError)
end
srv.close
begin
  Socket.new(:INET, :NO_SUCH_TYPE)
rescue SocketError => e
  p e.message
end
begin
  Socket.new(12345, :STREAM)
rescue SystemCallError => e
  p e.class
end
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
