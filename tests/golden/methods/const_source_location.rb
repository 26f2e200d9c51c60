# Module#const_source_location: where a constant was last assigned.
module Outer
  VALUE = 1
  class Inner
    DEEP = 2
  end
end
class Parent; INHERITED = 3; end
class Child < Parent; end
TOP = 4
p Outer.const_source_location(:VALUE), Outer.const_source_location("Inner"), Object.const_source_location(:Outer)
p Outer::Inner.const_source_location(:DEEP), Object.const_source_location("Outer::Inner::DEEP")
p Child.const_source_location(:INHERITED), Child.const_source_location(:INHERITED, false)
p Outer.const_source_location(:TOP), Child.const_source_location(:TOP), Outer.const_source_location(:Nope)
p Object.const_source_location(:String), Object.const_source_location("::TOP")
Outer.const_set(:LATER, 5)
p Outer.const_source_location(:LATER)
begin
  Outer.const_source_location("lower")
rescue NameError => e
  p e.message
end
begin
  Outer.const_source_location(12)
rescue TypeError => e
  p e.message
end
