# 4.0: backtrace label for a built-in method is 'Integer#/'
puts "start"
x = 10
y = 0
puts x / y
puts "unreachable"
