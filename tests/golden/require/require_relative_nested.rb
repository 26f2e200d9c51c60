require_relative "lib_helper_outer"
p Outer.describe
p Inner.describe
p require_relative("lib_helper_inner")
