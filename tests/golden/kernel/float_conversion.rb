# Kernel#Float with different argument types
p Float(1)
p Float(2 ** 64)
p Float("1.25")
p Float("-1e-3")
p Float("  4  ")
p Float(3.5)
class Ratio
  def to_f = 0.75
end
p Float(Ratio.new)
p Float("x", exception: false)
p Float(nil, exception: false)
begin
  Float("1.5.5")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Float(:sym)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
begin
  Float(nil)
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p Float("1_5.5")
p Float("0b1") rescue puts "#{$!.class}: #{$!.message}"
