# ranges with float endpoints
r = 0.5..2.5
p r
p r.include?(1.0)
p r.include?(2.5)
p r.cover?(3)
p r === 0.5
p r.min, r.max
p r.begin.class
r.step(0.5) { |f| print f, " " }
puts
p (1..2.0).to_a rescue p $!.class
begin
  r.each { }
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  r.to_a
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p (1.0..1.0).include?(1)
p (1..3.5).to_a
