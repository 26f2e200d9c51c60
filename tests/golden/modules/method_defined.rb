module Swim
  def swim = "swim"
end

class Base
  def base_m = 1
  private def hidden = 2
end

class Derived < Base
  include Swim
  def derived_m = 3
end

p Derived.method_defined?(:derived_m)
p Derived.method_defined?(:base_m)
p Derived.method_defined?(:swim)
p Derived.method_defined?(:hidden)
p Derived.method_defined?(:nope)
p Derived.method_defined?("derived_m")
p Swim.method_defined?(:swim)
p Derived.method_defined?(:base_m, false)
p Derived.method_defined?(:derived_m, false)
