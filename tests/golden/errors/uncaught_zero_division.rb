# 4.0: backtrace label 'Integer#/' and straight quotes
puts "dividing"
x = 10
y = 0
puts x / y
