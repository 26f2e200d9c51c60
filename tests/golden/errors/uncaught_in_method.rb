# 4.0: backtrace label 'Object#explode' and straight quotes
def explode
  raise "exploded"
end

puts "start"
explode
