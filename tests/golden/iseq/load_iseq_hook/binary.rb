def binary_helper = "defined by binary.rb"
puts "binary.rb runs (#{File.basename(__FILE__)}:#{__LINE__})"
