# Kernel#Integer with different argument types
p Integer(42)
p Integer(-7.9)
p Integer("  -12  ")
p Integer("0b11")
p Integer("0o10")
p Integer("0x10")
p Integer("10", 2)
p Integer("z", 36)
p Integer("08", 10)
class Meters
  def to_int = 3
end
class Feet
  def to_i = 10
end
p Integer(Meters.new)
p Integer(Feet.new)
p Integer("nope", exception: false)
p Integer(nil, exception: false)
begin
  Integer("08")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Integer(Float::NAN)
rescue FloatDomainError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Integer(:sym)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Integer(Object.new)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
