# 3.4: backtrace labels use straight quotes
puts "before"
raise "boom"
puts "after"
