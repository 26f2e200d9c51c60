puts "later.rb runs"
