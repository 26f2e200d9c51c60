# Object allocation: Class#new with an initialize taking positional arguments, many short-lived instances.
class Vec3
  attr_reader :x, :y, :z

  def initialize(x, y, z)
    @x = x
    @y = y
    @z = z
  end
end

class Particle
  attr_reader :position, :id

  def initialize(id, position)
    @id = id
    @position = position
  end
end

sum = 0
i = 0
while i < 5_000_000
  v = Vec3.new(i, i + 1, i & 7)
  pt = Particle.new(i, v)
  sum += pt.position.z + pt.id % 3
  i += 1
end
puts sum
