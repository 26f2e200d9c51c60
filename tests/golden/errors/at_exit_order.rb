at_exit { puts "first registered, runs last" }
at_exit { puts "second registered, runs second" }
at_exit do
  puts "third registered, runs first"
end
puts "main program ends"
