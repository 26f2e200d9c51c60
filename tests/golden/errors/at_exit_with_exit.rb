at_exit { puts "at_exit handler runs" }
def finish
  puts "calling exit 4"
  exit 4
end
begin
  finish
ensure
  puts "ensure runs before at_exit"
end
puts "not reached"
