# Sockets and threads: a server serving several client threads at once, Timeout around a read
# that never gets data, Thread#raise and Thread#kill into a thread blocked in accept, and a
# thread blocked in a read woken by the peer's close.
require "socket"
require "timeout"

server = TCPServer.new("127.0.0.1", 0)
port = server.addr[1]
workers = []
acceptor = Thread.new do
  4.times do
    c = server.accept
    workers << Thread.new(c) do |conn|
      n = conn.gets.to_i
      sleep 0.01 * (4 - n)
      conn.puts "#{n * n}"
      conn.close
    end
  end
end
clients = (1..4).map do |i|
  Thread.new do
    s = TCPSocket.new("127.0.0.1", port)
    s.puts i
    r = s.gets.to_i
    s.close
    r
  end
end
p clients.map(&:value)
acceptor.join
workers.each(&:join)

a, b = UNIXSocket.pair
begin
  Timeout.timeout(0.05) { a.read(1) }
rescue Timeout::Error => e
  p e.class, e.message
end
begin
  Timeout.timeout(0.05) { server.accept }
rescue Timeout::Error => e
  p e.class
end

blocked = Thread.new do
  server.accept
rescue => e
  [e.class, e.message]
end
Thread.pass until blocked.status == "sleep"
blocked.raise(ArgumentError, "stop accepting")
p blocked.value

blocked = Thread.new { server.accept; :accepted }
Thread.pass until blocked.status == "sleep"
blocked.kill
p blocked.join.status, blocked.value

reader = Thread.new { b.read }
Thread.pass until reader.status == "sleep"
a.write("last words")
a.close
p reader.value
b.close
server.close
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
