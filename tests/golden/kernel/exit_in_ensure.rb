# exit runs ensure clauses and at_exit handlers
at_exit { puts "at_exit handler" }
def work
  puts "working"
  exit
ensure
  puts "ensure runs on exit"
end
work
puts "not reached"
