p "hello".respond_to?(:shout)
require_relative "lib_helper_string_ext"
p "hello".shout
p "a b  c".words
p 3.minutes
p "x".respond_to?(:shout)
