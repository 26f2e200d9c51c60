# resolv and ipaddr over socket: Resolv::DNS asking a small DNS server on a local UDP socket
# (answers built with Resolv::DNS::Message), Resolv::Hosts reading a hosts file, and IPAddr's
# parsing, masks, ranges and conversions.
require "socket"
require "resolv"
require "ipaddr"
require "tmpdir"

udp = UDPSocket.new
udp.bind("127.0.0.1", 0)
port = udp.addr[1]
questions = Queue.new
dns = Thread.new do
  loop do
    data, from = udp.recvfrom(512)
    q = Resolv::DNS::Message.decode(data)
    name, type = q.question.first
    questions << [name.to_s, type.name.split("::").last]
    r = Resolv::DNS::Message.new(q.id)
    r.qr = 1
    r.opcode = q.opcode
    r.aa = 1
    r.rd = q.rd
    r.ra = 0
    r.add_question(name, type)
    case [name.to_s, type]
    when ["www.example.test", Resolv::DNS::Resource::IN::A]
      r.add_answer(name, 300, Resolv::DNS::Resource::IN::A.new("192.0.2.10"))
      r.add_answer(name, 300, Resolv::DNS::Resource::IN::A.new("192.0.2.11"))
    when ["example.test", Resolv::DNS::Resource::IN::MX]
      r.add_answer(name, 60, Resolv::DNS::Resource::IN::MX.new(10, Resolv::DNS::Name.create("mail.example.test.")))
    when ["example.test", Resolv::DNS::Resource::IN::TXT]
      r.add_answer(name, 60, Resolv::DNS::Resource::IN::TXT.new("v=spf1 -all", "second"))
    else
      r.rcode = Resolv::DNS::RCode::NXDomain
    end
    udp.send(r.encode, 0, from[3], from[1])
  end
end

Resolv::DNS.open(nameserver_port: [["127.0.0.1", port]], search: [], ndots: 1) do |resolver|
  resolver.timeouts = 2
  p resolver.getaddresses("www.example.test").map(&:to_s).sort
  p resolver.getaddress("www.example.test").class
  mx = resolver.getresource("example.test", Resolv::DNS::Resource::IN::MX)
  p mx.preference, mx.exchange.to_s, mx.ttl
  txt = resolver.getresource("example.test", Resolv::DNS::Resource::IN::TXT)
  p txt.strings, txt.data
  p resolver.getaddresses("nothing.example.test")
  begin
    resolver.getaddress("nothing.example.test")
  rescue Resolv::ResolvError => e
    p e.message
  end
end
seen = []
# Every question was queued before its answer was sent.
seen << questions.pop until questions.empty?
p seen.uniq.sort
dns.kill.join
udp.close

Dir.mktmpdir do |dir|
  path = File.join(dir, "hosts")
  File.write(path, "# comment\n10.0.0.1 alpha alpha.local\n::1 ip6-local\n10.0.0.2\tbeta # trailing\n")
  hosts = Resolv::Hosts.new(path)
  p hosts.getaddress("alpha"), hosts.getaddresses("alpha.local"), hosts.getname("10.0.0.2")
  p hosts.getaddress("ip6-local"), hosts.getnames("10.0.0.1")
  begin
    hosts.getaddress("gamma")
  rescue Resolv::ResolvError => e
    p e.message.sub(dir, "DIR")
  end
  r = Resolv.new([hosts])
  p r.getaddress("beta")
end
p Resolv::IPv4::Regex.match?("192.168.1.1"), Resolv::IPv6.create("::1").to_s

net = IPAddr.new("192.168.0.0/16")
p net, net.to_s, net.to_range.first.to_s, net.to_range.last.to_s, net.prefix
p net.include?(IPAddr.new("192.168.44.3")), net.include?("10.0.0.1")
a = IPAddr.new("10.1.2.3")
p a.to_i, a.hton.bytes, a.mask(8).to_s, a.succ.to_s, a.reverse, a.private?, a.loopback?
p (a | 0xff).to_s, (a & IPAddr.new("255.255.0.0")).to_s, (~a).to_s
v6 = IPAddr.new("2001:db8::1/64")
p v6.to_s, v6.to_string, v6.ipv6?, v6.prefix, v6.inspect
p IPAddr.new("::ffff:10.0.0.1").ipv4_mapped?, IPAddr.new("::ffff:10.0.0.1").native.to_s
p IPAddr.new("10.0.0.1").ipv4_mapped.to_s, IPAddr.new("fe80::1%eth0").zone_id
p IPAddr.new("1.2.3.4") <=> IPAddr.new("1.2.3.5"), IPAddr.new("1.2.3.4") == "1.2.3.4"
p IPAddr.ntop("\x7f\x00\x00\x01".b), IPAddr.new_ntoh("\x0a\x00\x00\x01".b).to_s
begin
  IPAddr.new("300.1.1.1")
rescue IPAddr::InvalidAddressError => e
  p e.message
end
begin
  IPAddr.new("10.0.0.0/33")
rescue IPAddr::InvalidPrefixError => e
  p e.message
end
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
