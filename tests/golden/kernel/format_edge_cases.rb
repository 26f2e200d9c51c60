# format: two's complement, %a, %c, Inf/NaN, named and numbered argument rules
# 4.0: %c takes the first character of a longer string; "%-" is "malformed format string"
def t
  p yield
rescue ArgumentError, TypeError, KeyError => e
  puts "#{e.class}: #{e.message}"
end
t { format("%x %x %o %b %X", -255, -1, -8, -5, -255) }
t { format("%#x %+x % x %08x %.6x %10x|%-10x|", -255, -255, -255, -255, -255, -255, -255) }
t { format("%#o %#b %#X", 0, 0, 0) }
t { format("%.3x|%#.3o", -1, 8) }
t { format("%#10x|%#-10o|%#010b", 255, 8, 5) }
t { format("%x", -2**70) }
t { format("%c", "hello") }
t { format("%5c|%-3c|", 65, "xy") }
t { format("%c", 0x1F600) }
t { format("%c", -1) }
t { format("%10.4f|%-10.2e|%+g", Float::INFINITY, -Float::INFINITY, Float::NAN) }
t { format("%010f|%-010f", Float::INFINITY, 1.0) }
t { format("%a %A %a", 1.0, 0.5, -3.75) }
t { format("%g %g %g %#g %G", 100000.0, 1000000.0, 0.0001, 1.5, 1e-10) }
t { format("%.0f %.0f %.0f %.1f", 0.5, 1.5, 2.5, 0.25) }
t { format("%.2f %d %.3f", 2**70, 2.5e20, 2**80) }
t { format("%05s|%.0e|%#.0f|%#.0e", "ab", 12345.0, 3.0, 3.0) }
t { format("% 05d|%+05d|%-+5d|", 42, 42, 42) }
t { format("%.3d|%5.3d|%-5.3d|%05.3d", 7, 7, 7, 7) }
t { format("%*s|%-*s|%.*f", 5, "a", 5, "b", 2, 3.14159) }
t { format("%1$*2$s|%2$d", "hi", 4) }
t { format("%-5s|%5s|%.2s", "é", "日本", "日本語") }
t { format("%s %s", 1) }
t { format("%") }
t { format("%-") }
t { format("%5") }
t { format("%1$s %s", 1) }
t { format("%s %1$s", 1) }
t { format("%<a>s %s", { a: 1 }) }
t { format("%<a>s", 1) }
t { format("%{a}", { "a" => 1 }) }
t { format("%d", nil) }
t { format("%f", "x") }
t { format("%f", nil) }
t { format("%d", Object.new) }
t { format("%d %d", "0x1f", "0b11") }
t { format("%-10{a}|%<b>-6s|", a: "x", b: :y) }
t { format("%{a}", Hash.new { |h, k| "default #{k}" }) }
t { "%s and %p" % ["a", nil] }
t { "%s" % [[1, 2]] }
t { "%d%%" % 5 }
