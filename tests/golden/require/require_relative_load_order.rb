puts "main: start"
require_relative "lib_helper_loud"
puts "main: after first require"
require_relative "lib_helper_loud"
puts "main: after second require"
p LOUD_LOADED
p loud("hey")
p defined?(helper_local)
