# A file whose regexp literal is bad: loading it is a SyntaxError (nothing in it runs).
puts "never printed"
x = /(/
