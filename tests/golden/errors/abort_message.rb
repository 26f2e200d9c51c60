puts "about to abort"
at_exit { puts "at_exit still runs" }
abort "fatal: something went wrong"
puts "not reached"
