def risky(n)
  raise "too big" if n > 10
  n * 2
end

begin
  puts risky(3)
  puts risky(30)
  puts "not printed"
rescue => e
  puts "rescued: #{e.message}"
  p e.class
end

result = begin
  risky(50)
rescue
  "fallback"
end
p result

x = begin
  10
rescue
  0
end
p x

begin
  Integer("zz")
rescue ArgumentError => e
  puts e.message
end
p $!
