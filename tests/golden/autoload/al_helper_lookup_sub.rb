class Top
  def self.which = :top
end
module Outer
  # The superclass expression finds the top-level Top: Outer's Top is the autoload being loaded.
  class Top < Top
    def self.which = [:outer, superclass.which]
  end
end
