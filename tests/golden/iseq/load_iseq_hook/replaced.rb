puts "replaced.rb runs from disk: the hook was ignored"
