require_relative "lib_helper_math"

p helper_square(7)
p helper_cube(3)
p HELPER_MATH_VERSION
