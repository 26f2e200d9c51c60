def show
  p yield
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end

show { 1 + "a" }
show { 1 + nil }
show { 1.5 * "x" }
show { "a" + 1 }
show { "a" + nil }
show { "a" * "b" }
show { [1] + nil }
show { Integer(nil) }
show { "abc"[nil] }
show { [1, 2].first("x") }
show { "a" + :b.to_s }
show { 5 + 5.0 }
