def connect(host:, port:)
  "#{host}:#{port}"
end

def point(x, y, label:)
  "#{label}(#{x}, #{y})"
end

def mix(a, b = 2, *rest, key:)
  [a, b, rest, key]
end

puts connect(host: "localhost", port: 8080)
puts connect(port: 22, host: "example.org")
puts point(1, 2, label: "P")
p mix(1, key: :k)
p mix(1, 5, 6, 7, key: :k)
opts = { host: "h", port: 1 }
puts connect(**opts)

begin
  connect(host: "x")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

begin
  connect
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
