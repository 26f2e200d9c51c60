# Kernel#Integer parses strictly and raises on bad input
p Integer("42")
p Integer("-42")
p Integer("  7  ")
p Integer("1_000")
p Integer("0x1A")
p Integer("0b101")
p Integer("0o17")
p Integer("017")
p Integer("ff", 16)
p Integer("101", 2)
p Integer(3.99)
p Integer(-3.99)
p Integer("12345678901234567890")
p Integer("junk", exception: false)
["", "12abc", "1.5", "abc", "1__0", "0x"].each do |s|
  begin
    Integer(s)
  rescue ArgumentError => e
    puts "#{e.class}: #{e.message}"
  end
end
begin
  Integer(nil)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Integer([1])
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
