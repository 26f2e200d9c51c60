puts "plain.rb runs (#{File.basename(__FILE__)})"
