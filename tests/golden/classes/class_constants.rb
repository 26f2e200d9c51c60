class Circle
  PI_ISH = 3
  UNITS = %w[cm m].freeze

  def self.area(r)
    PI_ISH * r * r
  end

  def units
    UNITS
  end
end

class Sphere < Circle
  def self.volume(r)
    4 * PI_ISH * r * r * r / 3
  end
end

p Circle::PI_ISH
p Circle.area(2)
p Circle.new.units
p Sphere.volume(3)
p Sphere::PI_ISH
p Circle::UNITS.frozen?
p Circle.const_get(:UNITS)
p Circle.constants.sort
begin
  Circle::NOPE
rescue NameError => e
  puts "#{e.class}: #{e.message}"
end
TOP = "top level"
class Circle
  def top = TOP
end
p Circle.new.top
