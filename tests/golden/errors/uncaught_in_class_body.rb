# 4.0: backtrace labels use straight quotes
puts "defining"
class Broken
  raise "class body failed"
end
