# 4.0: Hash#inspect appears inside the FrozenError message as {a: 1}
h = { a: 1, "b" => 2 }.freeze
p h.frozen?
begin
  h[:c] = 3
rescue FrozenError => e
  puts "#{e.class}: #{e.message}"
end
begin
  h.delete(:a)
rescue FrozenError => e
  puts e.message
end
begin
  {}.freeze.merge!(x: 1)
rescue FrozenError => e
  puts e.message
end
p h.merge(c: 3)
p h.merge(c: 3).frozen?
d = h.dup
d[:c] = 3
p d
p h
