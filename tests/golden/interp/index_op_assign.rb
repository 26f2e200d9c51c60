# Compound assignment to an index (`a[i] op= v`) uses the specialised [] and []= instructions,
# which must still call user-defined [] and []=, default procs and raise as the methods do.
a = [1, 2, 3]
a[0] += 10
a[-1] |= 8
a[1] <<= 2
p a
h = Hash.new { |hash, k| hash[k] = k * 2 }
h[3] += 1
p h
h2 = {}
h2[:x] ||= 5
h2[:x] ||= 6
h2[:y] &&= 1
p h2
class Grid
  attr_reader :log
  def initialize = (@cells = {}; @log = [])
  def [](i)
    @log << [:get, i]
    @cells.fetch(i, 0)
  end
  def []=(i, v)
    @log << [:set, i, v]
    @cells[i] = v
  end
end
g = Grid.new
g[1] += 5
g[1] *= 3
p g[1], g.log
s = +"abc"
s[0] += "!"
p s
f = [1].freeze
begin
  f[0] += 1
rescue => e
  p e.class
end
n = nil
begin
  n[0] += 1
rescue NoMethodError => e
  p e.message
end
def make_d = Hash.new { |hash, k| raise KeyError, "no #{k}" }
d = make_d
begin
  d[:q] += 1
rescue KeyError => e
  p e.message, e.backtrace.first
end
