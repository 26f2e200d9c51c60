# Refining modules, class methods and prepended classes; activating through included modules;
# which refinement wins.
module EnumExt
  refine Enumerable do
    def second = drop(1).first
    def sum_squares = sum { |x| x * x }
  end
end

module CmpExt
  refine Comparable do
    def between_ish?(a, b) = self >= a && self <= b
  end
end

class Version
  include Comparable
  attr_reader :n
  def initialize(n) = @n = n
  def <=>(o) = n <=> o.n
end

module Pretty
  def pretty = "pretty"
end

class Config
  def self.load = "loaded"
end

module ClassLevel
  refine Config.singleton_class do
    def load = "refined #{super}"
    def reload = "re" + load
  end
end

module Prep
  def label = "prepended(#{super})"
end
class Box
  prepend Prep
  def label = "box"
end
module BoxRef
  refine Box do
    def label = "refined box"
  end
end

# `using` activates the refinements of the modules a module includes too; its own win.
module Base
  refine String do
    def kind = "base"
    def only_base = "only base"
  end
end
module Derived
  include Base
  refine String do
    def kind = "derived"
  end
end

module First
  refine Integer do
    def which = "first"
  end
end
module Second
  refine Integer do
    def which = "second"
  end
end

module Client
  using EnumExt
  using CmpExt
  using ClassLevel
  using BoxRef
  using Derived
  p [1, 2, 3].second, (1..4).sum_squares, { a: 1, b: 2 }.second
  p Version.new(2).between_ish?(Version.new(1), Version.new(3)), 5.between_ish?(1, 4)
  p Config.load, Config.reload
  p Box.new.label
  p "s".kind, "s".only_base
  using First
  p 1.which
  using Second
  p 1.which
  using First
  p 1.which
  # A module included into a refined class after `using`: lookup reaches it as before.
  class Widget; end
  module WidgetRef
    refine Widget do
      def name = "refined widget"
    end
  end
  using WidgetRef
  Widget.include Pretty
  p Widget.new.pretty, Widget.new.name
end
p Config.load, Box.new.label
