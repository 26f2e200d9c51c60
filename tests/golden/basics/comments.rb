# A full-line comment
puts "one" # a trailing comment
=begin
puts "inside a block comment"
this is not code
=end
puts "two"
  # indented comment
puts "three # not a comment"
x = 5 # x is five
puts x
puts "done"
__END__
puts "after __END__ is never run"
