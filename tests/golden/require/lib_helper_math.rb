def helper_square(x)
  x * x
end

def helper_cube(x) = x * helper_square(x)

HELPER_MATH_VERSION = "1.0"
