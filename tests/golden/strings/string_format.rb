# format, sprintf and String#% directives
puts format("%d", 42)
puts format("%5d|", 42)
puts format("%-5d|", 42)
puts format("%05d", 42)
puts format("%+d %+d", 5, -5)
puts format("%5.2f|", 3.14159)
puts format("%.3f", 2.0 / 3)
puts format("%.0f", 2.5)
puts format("%.0f", 3.5)
puts format("%f", 1.5)
puts format("%-5s|", "ab")
puts format("%5s|", "ab")
puts format("%s and %s", "this", :that)
puts format("%s", nil)
puts format("%s", [1, "a"])
puts format("%p %p", "str", :sym)
puts format("%p", nil)
puts format("%x %X %o %b", 255, 255, 8, 5)
puts format("%#x %#o %#b", 255, 8, 5)
puts format("%08.3f", 3.14159)
puts format("%e", 12345.678)
puts format("%.2e", 0.000123)
puts format("%g %g", 1.5, 1e20)
puts format("100%%")
puts format("%c%c", 72, "i")
puts format("%3$s %1$s %2$s", "a", "b", "c")
puts format("%<name>s is %<age>d", name: "Ann", age: 30)
puts format("%{x}-%{y}", x: 1, y: 2)
puts "%d items" % 3
puts "%s: %05.1f" % ["pi", 3.14159]
puts "%-10s|%10s|" % %w[left right]
puts sprintf("%x", -255)
puts format("%d", 3.99)
puts format("%s", 12345678901234567890)
puts format("%d", 2 ** 70)
begin
  format("%d", "abc")
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  format("%d %d", 1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
