# open-uri against a local HTTP server: URI.open with a block and without, the metadata of the
# result (status, content type, charset, meta headers), request headers passed as options,
# a redirect followed, and the OpenURI::HTTPError of a 404.
require "socket"
require "open-uri"

server = TCPServer.new("127.0.0.1", 0)
port = server.addr[1]
base = "http://127.0.0.1:#{port}"
agents = Queue.new

handler = Thread.new do
  loop do
    c = server.accept
    request = c.gets
    headers = {}
    while (h = c.gets) && h != "\r\n"
      k, v = h.chomp.split(": ", 2)
      headers[k.downcase] = v
    end
    agents << headers["user-agent"]
    path = request.split[1]
    status, extra, body =
      case path
      when "/text" then ["200 OK", "Content-Type: text/plain; charset=iso-8859-1\r\nLast-Modified: Tue, 01 Dec 2026 10:00:00 GMT\r\n", "caf\xE9".b]
      when "/old" then ["301 Moved Permanently", "Location: #{base}/text\r\n", ""]
      when "/json" then ["200 OK", "Content-Type: application/json\r\n", '{"a":1}']
      else ["404 Not Found", "Content-Type: text/plain\r\n", "nothing at #{path}"]
      end
    c.write("HTTP/1.1 #{status}\r\n#{extra}Content-Length: #{body.bytesize}\r\nConnection: close\r\n\r\n")
    c.write(body)
    c.close
  end
end

URI.open("#{base}/text") do |f|
  p f.is_a?(OpenURI::Meta), f.class
  p f.status, f.content_type, f.charset, f.base_uri.path
  p f.last_modified.utc
  s = f.read
  p s, s.encoding
  p f.meta["content-length"]
end
p agents.pop.start_with?("Ruby")

io = URI.open("#{base}/json", "User-Agent" => "corundum-test")
p io.read, io.content_type
p agents.pop

p URI("#{base}/old").read, agents.pop && agents.pop && :redirected

begin
  URI.open("#{base}/missing")
rescue OpenURI::HTTPError => e
  p e.message, e.io.status, e.io.read
end
handler.kill.join
server.close
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
