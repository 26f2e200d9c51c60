# Module#autoload and Kernel#autoload: a constant is loaded by `require` the first time it is
# referred to, and only then.
autoload :Point, "./al_helper_basic_point"
p Object.autoload?(:Point)
p autoload?(:Point)
p Object.autoload?(:Point).frozen?
p defined?(Point)
p Object.const_defined?(:Point)
p Object.constants.include?(:Point)
puts "before first use"
pt = Point.new(1, 2)
puts pt
p Object.autoload?(:Point)
p defined?(Point)
p $LOADED_FEATURES.grep(/al_helper_basic_point/).size

module Shapes
  autoload :Circle, "./al_helper_basic_shapes"
  autoload :Square, "./al_helper_basic_shapes"
  autoload :Base, "./al_helper_basic_base"
  autoload :Mixin, "./al_helper_basic_mixin"
  autoload :Reopened, "./al_helper_basic_reopened"
end
p Shapes.constants.sort
p Shapes.autoload?(:Circle), Shapes.autoload?(:Square)
p Shapes.const_defined?(:Circle, false)

# `Mod::Name` loads; one file can define several autoloaded constants.
p Shapes::Circle.kind
p Shapes.autoload?(:Square)
p Shapes::Square

# const_get loads.
p Shapes.const_get(:Square)

# Inheriting from an autoload constant loads it.
class Shapes::Triangle < Shapes::Base
end
puts Shapes::Triangle.new.describe

# So does including it.
class Shapes::Hexagon
  include Shapes::Mixin
end
p Shapes::Hexagon.new.mixed

# Reopening an autoload constant with `class` loads the file first, then reopens.
module Shapes
  class Reopened
    def added = :reopened
  end
end
p Shapes::Reopened.new.original, Shapes::Reopened.new.added

# Loaded names are ordinary constants now.
p Shapes.autoload?(:Circle), Shapes.autoload?(:Base)
p Shapes.constants.sort

# autoload on an already defined constant does nothing.
p Object.autoload(:Point, "./nothing_here")
p Object.autoload?(:Point)

# Module#autoload returns nil; a second autoload replaces the path of a pending one.
p Shapes.autoload(:Pending, "./first_path")
Shapes.autoload(:Pending, "./second_path")
p Shapes.autoload?(:Pending)
