# A feature starting with ./ names a file relative to the working directory, without
# searching $LOAD_PATH; it is loaded once like any other.
p require("./lib_helper_math")
p require("./lib_helper_math.rb")
p helper_cube(3)
begin
  require "./no_such_helper"
rescue LoadError => e
  puts e.message
end
