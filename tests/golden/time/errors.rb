def t
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end
t { Time.new(2000, 13) }
t { Time.new(2000, 0) }
t { Time.new(2000, -1) }
t { Time.new(2000, 16) }
t { Time.new(2000, "foo") }
t { Time.new(2000, 1, 32) }
t { Time.new(2000, 1, 0) }
t { Time.new(2000, 1, -1) }
t { Time.new(2000, 1, 1, 25) }
t { Time.new(2000, 1, 1, -1) }
t { Time.new(2000, 1, 1, 24, 1) }
t { Time.new(2000, 1, 1, 24, 0, 1) }
t { Time.new(2000, 1, 1, 1, 60) }
t { Time.new(2000, 1, 1, 1, 1, 61) }
t { Time.new(2000, 1, 1, 1, 1, 64) }
t { Time.new(2000, 1, 1, 0, 0, 0, "+25:00") }
t { Time.new(2000, 1, 1, 0, 0, 0, "+23:60") }
t { Time.new(2000, 1, 1, 0, 0, 0, "junk") }
t { Time.new(2000, 1, 1, 0, 0, 0, "J") }
t { Time.new(2000, 1, 1, 0, 0, 0, "+9:00") }
t { Time.new(2000, 1, 1, 0, 0, 0, 86400) }
t { Time.new(2000, 1, 1, 0, 0, 0, -86400) }
t { Time.new(2000, 1, 1, 0, 0, 0, :x) }
t { Time.new(2000, 1, 1, 0, 0, 0, "+09:00", in: "+01:00") }
t { Time.new(2000, 1, 1, 0, 0, 0, "+09:00", foo: 1) }
t { Time.new(2000, 1, 1, 0, 0, 0, "+09:00", 3) }
t { Time.new(Object.new) }
t { Time.new(nil) }
t { Time.utc(nil) }
t { Time.utc("x") }
t { Time.utc(2000, "xyz") }
t { Time.utc(2000, 1, 1, 0, 0, "30.5") }
t { Time.utc(2000, 1, 1, 0, 0, 0, 1000000) }
t { Time.utc(2000, 1, 1, 0, 0, 0, -1) }
t { Time.utc }
t { Time.utc(1, 2, 3, 4, 5, 6, 7, 8, 9) }
t { Time.utc(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11) }
t { Time.now(foo: 1) }
t { Time.now(1) }
["2024-01-02", "2024-01-02 03:04", "2024-01-02 03", "2024-01-02 03:04:05x", "2024-13-02 03:04:05",
 "2024-01-32 00:00:00", "2024-01-02 03:04:60x", "2024-01-02 03:60:00", "2024-01-02 25:00:00",
 "2024-1-02 03:04:05", "24-01-02 03:04:05", "2024-01-02 3:04:05", "2024-01-02 03:04:05.",
 "2024-01-02  03:04:05", " 2024-01-02 03:04:05", "", "2024-01", "2024-01-02x03:04:05", "2024-01-02 UTC",
 "2024-01-02 03:04:05 +99:00", "2024x"].each do |s|
  t { p Time.new(s) }
end
t { Time.new("2024-01-02 03:04:05", 1) }
t { Time.at("1") }
t { Time.at(nil) }
t { Time.at(:x) }
t { Time.at(1, 2, :foo) }
t { Time.at(1, 2, 3) }
t { Time.at(1, Object.new) }
t { Time.at(1, 2, :millisecond, 4) }
t { Time.at }
t { Time.at(1, in: "junk") }
t { Time.at(Float::NAN) }
t { Time.at(Float::INFINITY) }
t { Time.now + Time.now }
t { Time.now - "1" }
t { Time.now + nil }
t { Time.utc(2000).round(-1) }
t { Time.utc(2000).strftime(1) }
t { Time.utc(2000).localtime("+99:00") }
t { Time.utc(2000).localtime("+00:60") }
t { Time.utc(2000).getlocal("bad") }
t { Time.utc(2000).xmlschema(nil) }
t { Time.utc(2000).deconstruct_keys(1) }
t { Time.utc(2000).freeze.localtime("+01:00") }
t { p Time.utc(2000).freeze.utc }
