X = "top"

module Outer
  X = "outer"

  class Inner
    def x = X
  end

  module Deeper
    def self.x = X
    def self.top = ::X
  end
end

class Outer::Direct
  def x = X
end

class Parent
  Y = "parent Y"
end

class Kid < Parent
  def y = Y
end

module Outer
  class Inner
    Z = "inner Z"
    def z = Z
  end
end

p Outer::Inner.new.x
p Outer::Deeper.x
p Outer::Deeper.top
p Outer::Direct.new.x
p Kid.new.y
p Kid::Y
p Outer::Inner::Z
p Outer::Inner.new.z
p Outer::X
p defined?(Outer::Nope)
p defined?(Outer::X)
begin
  Outer::Inner::Missing
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
