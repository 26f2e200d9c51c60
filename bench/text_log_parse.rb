# Regexp-heavy log parsing: 200,000 generated access-log lines matched with captures, tallied by
# status and method, durations summed, named captures for the path.
METHODS = %w[GET POST PUT DELETE].freeze
PATHS = %w[/api/items /api/users /static/app.js /health /api/orders].freeze
STATUSES = [200, 200, 200, 201, 304, 404, 500].freeze
LINE = /\A(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d) (\w+) \[([^\]]+)\] (\w+) (\S+) (\d{3}) (\d+)ms\z/
ID = %r{\A/api/(?<kind>\w+)/(?<id>\d+)\z}

lines = []
state = 42
200_000.times do |i|
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  m = METHODS[state % 4]
  path = PATHS[(state >> 3) % 5]
  path = "#{path}/#{state % 1000}" if path.start_with?("/api")
  level = (state >> 7) % 50 == 0 ? "WARN" : "INFO"
  lines << "2026-11-#{10 + i % 20} 12:#{(i / 60 % 60).to_s.rjust(2, "0")}:#{(i % 60).to_s.rjust(2, "0")} #{level} [worker-#{state % 8}] #{m} #{path} #{STATUSES[(state >> 5) % 7]} #{state % 250}ms"
end

by_status = Hash.new(0)
by_method = Hash.new(0)
by_kind = Hash.new(0)
total_ms = 0
warnings = 0
lines.each do |line|
  next unless (md = LINE.match(line))
  by_status[md[7]] += 1
  by_method[md[5]] += 1
  total_ms += md[8].to_i
  warnings += 1 if md[3] == "WARN"
  if (id = ID.match(md[6]))
    by_kind[id[:kind]] += id[:id].to_i % 3
  end
end
p by_status.sort.to_h
p by_method.sort.to_h
p by_kind.sort.to_h
p total_ms, warnings
p lines.count { |l| l =~ /\] DELETE / }
