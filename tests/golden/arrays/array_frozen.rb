# frozen arrays raise FrozenError on modification
a = [1, 2, 3].freeze
p a.frozen?
begin
  a << 4
rescue FrozenError => e
  puts "#{e.class}: #{e.message}"
end
begin
  a.push(5)
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  a[0] = 0
rescue FrozenError => e
  puts e.message
end
begin
  a.sort!
rescue FrozenError => e
  puts e.message
end
p a.map { |x| x * 2 }
p a.map { |x| x * 2 }.frozen?
b = a.dup
b << 4
p b
p a.clone.frozen?
c = [+"s", [1]].freeze
c[0] << "!"
c[1] << 2
p c
p [].freeze.frozen?
