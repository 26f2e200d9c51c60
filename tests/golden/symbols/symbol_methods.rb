# string-like methods available on Symbol
s = :hello_world
p s.upcase
p s.downcase
p :Hello.swapcase
p :ruby.capitalize
p s[0]
p s[0, 5]
p s[-5..]
p s.start_with?("hello")
p s.end_with?("world")
p s.to_s.split("_")
p s.length
p :"".length
p s.to_s.upcase.to_sym
p s.inspect
p s.to_s.frozen?
p s.name rescue p :no_name
