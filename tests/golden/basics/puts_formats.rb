# puts: one line per argument, arrays flattened, nil as empty line
puts "hello"
puts "with newline\n"
puts 42
puts 3.5
puts :sym
puts nil
puts [1, 2, 3]
puts [1, [2, [3, nil]]]
puts []
puts "a", "b", 3
puts
puts true, false
puts "multi\nline"
puts ""
puts "end"
x = puts("returns nil")
p x
