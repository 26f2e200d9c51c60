puts "exiting with 3"
exit 3
puts "never printed"
