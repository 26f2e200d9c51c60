# Net::HTTP against a small HTTP/1.1 server on a TCPServer in a thread: GET (a gzip body that
# Net::HTTP inflates), POST of a form, a keep-alive session of several requests, a chunked
# response, a 404, and the request lines and headers the server saw.
require "socket"
require "net/http"
require "zlib"

server = TCPServer.new("127.0.0.1", 0)
port = server.addr[1]
seen = Queue.new

respond = lambda do |c, status, headers, body, head = false|
  c.write("HTTP/1.1 #{status}\r\n")
  headers.each { |k, v| c.write("#{k}: #{v}\r\n") }
  c.write("Content-Length: #{body.bytesize}\r\n") unless headers.key?("Transfer-Encoding")
  c.write("\r\n")
  c.write(body) unless head
end

handler = Thread.new do
  loop do
    c = server.accept
    while (line = c.gets)
      headers = {}
      while (h = c.gets) && h != "\r\n"
        k, v = h.chomp.split(": ", 2)
        headers[k.downcase] = v
      end
      body = headers["content-length"] ? c.read(headers["content-length"].to_i) : nil
      seen << [line.chomp, headers.reject { |k, _| k == "host" }.sort, body]
      method, path, = line.split
      case path
      when "/gzip"
        respond.(c, "200 OK", { "Content-Type" => "text/plain", "Content-Encoding" => "gzip" }, Zlib.gzip("inflated by Net::HTTP\n"))
      when "/form"
        respond.(c, "201 Created", { "Content-Type" => "text/plain" }, "got #{body}")
      when "/chunked"
        c.write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain\r\n\r\n")
        ["first,", "second,", "third"].each { |part| c.write("#{part.bytesize.to_s(16)}\r\n#{part}\r\n") }
        c.write("0\r\n\r\n")
      when "/missing"
        respond.(c, "404 Not Found", { "Content-Type" => "text/plain" }, "no such page")
      else
        respond.(c, "200 OK", { "Content-Type" => "text/html; charset=utf-8", "X-Server" => "tiny" }, "<p>#{method} #{path}</p>", method == "HEAD")
      end
      break if headers["connection"] == "close"
    end
    c.close
  end
end

p Net::HTTP.get(URI("http://127.0.0.1:#{port}/gzip"))
p seen.pop

res = Net::HTTP.post_form(URI("http://127.0.0.1:#{port}/form"), "name" => "corundum", "lang" => "ruby & rust")
p res.class, res.code, res.message, res.body, res["content-type"]
p seen.pop

Net::HTTP.start("127.0.0.1", port) do |http|
  p http.started?
  r = http.get("/index.html")
  p r.code, r.body, r["x-server"], r.content_type, r.type_params
  r = http.request(Net::HTTP::Head.new("/head"))
  p r.code, r.body, r.content_length
  r = http.get("/chunked")
  p r.body, r.chunked?
  chunks = []
  http.request_get("/chunked") { |resp| resp.read_body { |part| chunks << part } }
  p chunks.join
  r = http.get("/missing")
  p r.class, r.code, r.body
  begin
    r.value
  rescue Net::HTTPClientException => e
    p e.message
  end
end
5.times { p seen.pop[0] }
p seen.empty?
server.close
handler.kill
# ruby40: skip (the WASI build has no sockets; expected output from CRuby master's interpreter)
