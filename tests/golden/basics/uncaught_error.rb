# 4.0: backtrace labels use straight quotes and 'Object#fail_now'
def fail_now
  raise ArgumentError, "bad input"
end
puts "before"
fail_now
puts "never"
