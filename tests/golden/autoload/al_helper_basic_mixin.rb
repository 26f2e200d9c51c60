puts "loading al_helper_basic_mixin"
module Shapes
  module Mixin
    def mixed = :mixed_in
  end
end
