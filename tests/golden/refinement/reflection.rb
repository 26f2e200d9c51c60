# Refinement objects: Module#refinements, Refinement#target, used_modules/used_refinements,
# their names, ancestors and reflection inside the refine block; import_methods.
class Shape
  def area = 0
  def name = "shape"
end

seen = []
module Geometry
  R = refine Shape do
    def perimeter = 4
  end
  refine(Shape) { |*args| $args = args }
  refine Integer do
    def squared = self * self
  end
end
p $args
p Geometry.refinements.size, Geometry.refinements[0].equal?(Geometry::R)
p Geometry.refinements.map(&:target)
p Geometry::R.class, Geometry::R.name, Geometry::R.inspect, Geometry.refinements[1].to_s
p Geometry::R.ancestors
p Refinement.superclass, Refinement.instance_methods(false), Refinement.private_instance_methods(false)
p Module.new.refinements, Geometry::R.instance_methods(false).sort
p Geometry::R.respond_to?(:refined_class)

module Geometry
  refine Shape do
    p self.equal?(Geometry::R), Module.nesting
    p instance_methods.sort == Shape.instance_methods.sort, instance_method(:area).owner
    p method_defined?(:name), method_defined?(:perimeter)
    alias_method :old_name, :name
    alias size area
    def name = "refined " + old_name
    p Module.used_modules, Module.used_refinements.size
  end
end

p Module.used_modules, Module.used_refinements
module Extra
  include Geometry
  refine Array do
    def second = self[1]
  end
end
module Client
  using Extra
  p Module.used_modules, Module.used_refinements.map(&:target)
  p Shape.new.name, Shape.new.size, 3.squared, [1, 2].second
end

# import_methods: Ruby methods only, copied into the refinement.
module Helpers
  def indent(n) = (" " * n) + self
  def indent_dot(n) = indent(n) + "."
end
module Builtins
  attr_reader :size2
end
module WithAncestors
  include Comparable
  def ancestral = "a"
end
module TextRef
  refine String do
    import_methods Helpers
    p "x".indent_dot(2)
    p((import_methods(Integer) rescue $!))
    p((import_methods(Builtins) rescue $!))
    import_methods WithAncestors
  end
end
module UsesText
  using TextRef
  p "y".indent(1), "y".ancestral, String.instance_method(:indent).owner == TextRef.refinements[0]
end
