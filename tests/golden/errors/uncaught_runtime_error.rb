# 4.0: backtrace labels use straight quotes
puts "before"
raise "boom"
puts "after"
