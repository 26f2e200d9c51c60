# Kernel#format with widths, precisions and flags
puts format("[%*d]", 6, 42)
puts format("[%-*d]", 6, 42)
puts format("[%.3s]", "abcdef")
puts format("[%8.3s]", "abcdef")
puts format("[% d] [% d]", 5, -5)
puts format("[%+.2f]", 2.0)
puts format("[%010.4f]", -3.14159)
puts format("[%-10.1f]", 2.25)
puts format("[%x] [%08b]", 3054, 13)
puts format("[%o]", 64)
puts format("[%e] [%E]", 0.00012345, 123456789.0)
puts format("[%.10g]", 1.0 / 3)
puts format("[%s]", 1.0 / 3)
puts format("[%d%%]", 50)
puts format("[%5s|%-5s]", :ab, :cd)
puts format("%s", "")
puts format("%3d|%-3d|%03d", 7, 7, 7)
puts format("%.2f + %.2f = %.2f", 0.1, 0.2, 0.1 + 0.2)
puts format("%c", 10004)
puts format("%05.1f%%", 99.5)
class Temp
  def to_s = "21 degrees"
  def inspect = "#<Temp 21>"
end
puts format("%s / %p", Temp.new, Temp.new)
puts format("%<a>05d|%<b>-4s|", a: 42, b: "x")
puts format("%{a}%{a}", a: "twice")
begin
  format("%<missing>s", a: 1)
rescue KeyError => e
  puts "#{e.class}: #{e.message}"
end
begin
  format("%z", 1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
