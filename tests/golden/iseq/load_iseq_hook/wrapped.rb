puts "wrapped.rb runs, self: #{self.inspect}"
