puts "loading al_helper_basic_base"
module Shapes
  class Base
    def describe = "a #{self.class.name}"
  end
end
