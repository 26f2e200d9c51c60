puts "boom.rb runs"
