# each_line/lines with a separator and chomp:, also through an Enumerator (keywords kept).
require_relative "lib_helper_probe"
t(28) { "hello world".each_line("o", chomp: true).to_a }
t(29) { "a\n\nb".each_line(chomp: true).to_a }
t(30) { "abc".each_line(nil).to_a }
t(31) { "abc".each_line(1).to_a }
t(13) { "hello world".each_line(" ").to_a }
t(14) { "a\nb\n\nc\n\n\nd".each_line("").to_a }
t(15) { "a\nb\nc".lines(chomp: true) }
t(16) { "a\r\nb\r\n".lines(chomp: true) }
