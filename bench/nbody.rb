# N-body simulation: Float arithmetic on objects read and written through attr_accessor.
class Planet
  attr_accessor :x, :y, :z, :vx, :vy, :vz, :mass

  def initialize(x, y, z, vx, vy, vz, mass)
    @x = x
    @y = y
    @z = z
    @vx = vx
    @vy = vy
    @vz = vz
    @mass = mass
  end

  def move(dt)
    @x += dt * @vx
    @y += dt * @vy
    @z += dt * @vz
  end
end

class System
  SOLAR_MASS = 4 * Math::PI * Math::PI
  YEAR = 365.24

  def initialize
    @bodies = [
      Planet.new(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS),
      # A made-up outer system: positions in AU, velocities in AU/year, masses in solar masses.
      planet(4.9, -1.1, -0.11, 0.0017, 0.0077, -0.00007, 0.00095),
      planet(8.3, 4.1, -0.40, -0.0027, 0.0050, 0.00002, 0.00029),
      planet(12.9, -15.1, -0.22, 0.0030, 0.0024, -0.00003, 0.000044),
      planet(15.4, -25.9, 0.18, 0.0027, 0.0016, -0.00009, 0.000052),
      planet(-3.2, 6.0, 0.05, -0.0060, -0.0031, 0.00010, 0.0000031)
    ]
    offset_momentum
  end

  def planet(x, y, z, vx, vy, vz, mass)
    Planet.new(x, y, z, vx * YEAR, vy * YEAR, vz * YEAR, mass * SOLAR_MASS)
  end

  def offset_momentum
    px = py = pz = 0.0
    @bodies.each do |b|
      px += b.vx * b.mass
      py += b.vy * b.mass
      pz += b.vz * b.mass
    end
    sun = @bodies[0]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS
  end

  def energy
    e = 0.0
    n = @bodies.size
    i = 0
    while i < n
      a = @bodies[i]
      e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz)
      j = i + 1
      while j < n
        b = @bodies[j]
        dx = a.x - b.x
        dy = a.y - b.y
        dz = a.z - b.z
        e -= a.mass * b.mass / Math.sqrt(dx * dx + dy * dy + dz * dz)
        j += 1
      end
      i += 1
    end
    e
  end

  def advance(dt)
    n = @bodies.size
    i = 0
    while i < n
      a = @bodies[i]
      j = i + 1
      while j < n
        b = @bodies[j]
        dx = a.x - b.x
        dy = a.y - b.y
        dz = a.z - b.z
        d2 = dx * dx + dy * dy + dz * dz
        mag = dt / (d2 * Math.sqrt(d2))
        bm = b.mass * mag
        am = a.mass * mag
        a.vx -= dx * bm
        a.vy -= dy * bm
        a.vz -= dz * bm
        b.vx += dx * am
        b.vy += dy * am
        b.vz += dz * am
        j += 1
      end
      i += 1
    end
    @bodies.each { |body| body.move(dt) }
  end
end

sys = System.new
puts (sys.energy * 1e9).round
100_000.times { sys.advance(0.01) }
puts (sys.energy * 1e9).round
