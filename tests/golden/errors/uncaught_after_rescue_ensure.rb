# 4.0: backtrace label 'Object#work' and straight quotes
def work
  begin
    raise "inner failure"
  rescue => e
    puts "logging: #{e.message}"
    raise
  ensure
    puts "cleanup"
  end
end

work
