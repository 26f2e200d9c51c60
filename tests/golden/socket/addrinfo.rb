# Addrinfo and the address helpers of Socket: construction, inspect, the predicates, packing
# and unpacking sockaddrs, numeric resolution, and the errors of bad arguments.
require "socket"

ai = Addrinfo.tcp("127.0.0.1", 80)
p ai, ai.afamily == Socket::AF_INET, ai.pfamily, ai.socktype == Socket::SOCK_STREAM
p ai.ip?, ai.ipv4?, ai.ipv6?, ai.unix?, ai.ipv4_loopback?, ai.ipv4_private?
p ai.ip_address, ai.ip_port, ai.ip_unpack, ai.inspect_sockaddr, ai.to_s.bytesize
p Addrinfo.udp("10.1.2.3", 53), Addrinfo.udp("10.1.2.3", 53).ipv4_private?
p Addrinfo.tcp("::1", 443), Addrinfo.tcp("::1", 443).ipv6_loopback?
p Addrinfo.tcp("fe80::1%lo", 1).ipv6_linklocal?
v6 = Addrinfo.tcp("::ffff:192.168.0.1", 0)
p v6.ipv6_v4mapped?, v6.ipv6_to_ipv4
p Addrinfo.ip("192.168.0.1"), Addrinfo.unix("/tmp/x.sock"), Addrinfo.unix("/tmp/x.sock", :DGRAM)
p Addrinfo.unix("/tmp/x.sock").unix_path

sa = Socket.sockaddr_in(8080, "127.0.0.1")
p sa.bytesize, Socket.unpack_sockaddr_in(sa), Addrinfo.new(sa)
p Socket.unpack_sockaddr_un(Socket.sockaddr_un("/var/run/s"))
p Socket.pack_sockaddr_in(0, "::1").bytesize
p Addrinfo.new(sa) == Addrinfo.new(sa), Addrinfo.new(sa).to_sockaddr == sa
p Marshal.load(Marshal.dump(ai))

list = Addrinfo.getaddrinfo("127.0.0.1", 80, nil, :STREAM)
p list.map(&:inspect)
p Addrinfo.getaddrinfo("127.0.0.1", "80", :INET, :DGRAM, nil, Socket::AI_NUMERICHOST | Socket::AI_NUMERICSERV).map(&:inspect)
p Socket.getaddrinfo("127.0.0.1", 22, Socket::AF_INET, Socket::SOCK_STREAM, nil, Socket::AI_NUMERICHOST)
p Socket.getnameinfo(Socket.sockaddr_in(22, "127.0.0.1"), Socket::NI_NUMERICHOST | Socket::NI_NUMERICSERV)
p ai.getnameinfo(Socket::NI_NUMERICHOST | Socket::NI_NUMERICSERV)
p IPSocket.getaddress("127.0.0.1")

begin
  Addrinfo.tcp("127.0.0.1", "no-such-service-here")
rescue SocketError => e
  p e.class, e.class.ancestors.include?(SocketError)
end
begin
  Addrinfo.getaddrinfo("1.2.3.4.5", nil, nil, nil, nil, Socket::AI_NUMERICHOST)
rescue Socket::ResolutionError => e
  p e.class, e.error_code == Socket::EAI_NONAME
end
# A port past 16 bits is taken modulo 2**16, as the C code's htons does.
p Socket.unpack_sockaddr_in(Socket.sockaddr_in(99999999, "127.0.0.1"))
begin
  Addrinfo.unix("x" * 200)
rescue ArgumentError => e
  p e.message
end
begin
  ai.unix_path
rescue SocketError => e
  p e.message
end
p Addrinfo.new("short")

p Socket::AF_INET, Socket::SOCK_DGRAM, Socket::IPPROTO_TCP, Socket::SOL_SOCKET, Socket::SO_REUSEADDR
p Socket::Constants::TCP_NODELAY == Socket::TCP_NODELAY, Socket::INADDR_ANY, Socket::INADDR_LOOPBACK
p Socket.gethostname == Socket.gethostname.to_s, Socket.ip_address_list.any?(&:ipv4_loopback?)
p Socket.getservbyname("http"), Socket.getservbyport(80)
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
