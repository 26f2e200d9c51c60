# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# Required and optional keywords: defaults that refer to other parameters, defaults with side
# effects (evaluated only when the keyword is missing, in declaration order), and left-to-right
# evaluation of positional and keyword argument expressions. Every call site runs several times.

$log = []
def note(tag, value)
  $log << tag
  value
end

def req(a:, b:) = [a, b]
def opt(a: 1, b: 2) = [a, b]
def mixed(x, a:, b: x * 10, c: a + b) = [x, a, b, c]
def chained(p1, p2 = p1 + 1, k1: p2 * 2, k2: k1 + p1) = [p1, p2, k1, k2]
def counted(a: note(:default_a, 100), b: note(:default_b, 200), c: note(:default_c, 300))
  [a, b, c]
end

3.times do |i|
  p req(a: i, b: -i)
  p req(b: -i, a: i)
  p opt
  p opt(a: i)
  p opt(b: i)
  p opt(b: i, a: i + 1)
end

[1, 2, 3].each do |x|
  p mixed(x, a: 5)
  p mixed(x, a: 5, b: 7)
  p mixed(x, c: 0, a: 5)
  p chained(x)
  p chained(x, 10)
  p chained(x, k2: 0)
  p chained(x, 4, k1: -1)
end

# Defaults run only for keywords that were not passed, and in declaration order.
calls = [
  -> { counted },
  -> { counted(a: 1) },
  -> { counted(b: 2) },
  -> { counted(c: 3, a: 1) },
  -> { counted(c: 3, b: 2, a: 1) },
]
2.times do
  calls.each do |c|
    $log = []
    r = c.call
    p [r, $log]
  end
end

# Argument expressions are evaluated left to right, keywords included, whatever the
# parameter order of the callee.
def reversed(x, y, b:, a:) = [x, y, a, b]
def collector(*args, **kw) = [args, kw]
3.times do |i|
  $log = []
  r = reversed(note(:x, i), note(:y, i + 1), a: note(:a, :A), b: note(:b, :B))
  p [r, $log]
  $log = []
  r = reversed(note(:x, i), note(:y, i + 1), b: note(:b, :B), a: note(:a, :A))
  p [r, $log]
  $log = []
  r = collector(note(:p1, 1), k: note(:k, 2), **note(:splat, { s: 3 }), z: note(:z, 4))
  p [r, $log]
end

# A default that reads an instance variable and one that calls a method on self.
class Widget
  def initialize(size) = @size = size
  def scale = 3
  def area(w: @size, h: w * scale) = w * h
end
[Widget.new(2), Widget.new(5)].each do |wd|
  3.times { |i| p [wd.area, wd.area(w: i), wd.area(h: i), wd.area(h: 1, w: 1)] }
end

# The keyword local can be reassigned inside the method; each call starts fresh.
def bump(n: 0)
  n += 1
  n
end
3.times { p [bump, bump(n: 10)] }

# nil and false are real values, not "missing".
def flag(on: true, val: :dflt) = [on, val]
[nil, false, true].each { |v| p [flag(on: v), flag(val: v), flag(on: v, val: v)] }
