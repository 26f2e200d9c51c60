p require_relative("lib_helper_math")
p require_relative("lib_helper_math")
p require_relative("lib_helper_math.rb")
p helper_square(4)
