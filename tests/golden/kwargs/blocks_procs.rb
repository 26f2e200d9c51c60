# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# Keywords passed to blocks (yield), procs and lambdas (call, .(), []), and to methods made
# with define_method. The same yield / call site meets blocks with different parameter lists.

def try
  p yield
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

def yield_kw(i) = yield(i, a: i, b: i * 2)
def yield_only_kw(i) = yield(a: i)
def yield_splat(h) = yield(**h)

blocks = [
  proc { |x, a:, b: 0| [x, a, b] },
  proc { |x, a: 0, **rest| [x, a, rest] },
  proc { |x, h| [x, h] },
  proc { |x, **kw| [x, kw] },
  proc { |*args| args },
  proc { |x| x },
  proc { |x, *r, a: 9| [x, r, a] },
  lambda { |x, a:, b:| [:lambda, x, a, b] },
  lambda { |x, h| [:lambda, x, h] },
]
3.times do |i|
  blocks.each { |blk| try { yield_kw(i, &blk) } }
end

only = [
  proc { |a:| a },
  proc { |a: 5, b: 6| [a, b] },
  proc { |h| h },
  proc { |h = :none, **kw| [h, kw] },
  proc { |**kw| kw },
  proc { |x, y| [x, y] },
  lambda { |h| h },
  lambda { |a:| a },
]
3.times do |i|
  only.each { |blk| try { yield_only_kw(i, &blk) } }
end

# Missing and unknown keywords are errors for procs too, not only for lambdas.
strict_kw = proc { |a:, b: 1| [a, b] }
3.times do |i|
  try { strict_kw.call(a: i) }
  try { strict_kw.call }
  try { strict_kw.call(a: i, c: 3) }
  try { strict_kw.(b: i, a: 0) }
  try { strict_kw[a: i] }
  try { strict_kw.yield(a: i, b: i) }
end

# A proc with keywords and several positionals auto-splats a lone Array argument.
ps = proc { |a, b, k: 1| [a, b, k] }
3.times do |i|
  try { ps.call([i, 2]) }
  try { ps.call([i, 2], k: 3) }
  try { ps.call(i, k: 3) }
  try { ps.call({ k: i }) }
  try { ps.call(i, 2, 3, k: 4) }
end

# Lambdas are strict about positionals as well.
l = ->(a, k: 1, **rest) { [a, k, rest] }
3.times do |i|
  try { l.call(i) }
  try { l.call(i, k: 2, z: 3) }
  try { l.(i, **{ y: i }) }
  try { l.call(k: 2) }
  try { l.call(i, 2) }
  try { l.call({ k: i }) }
end

# yield with a **splat and with an empty splat.
3.times do |i|
  try { yield_splat({ a: i }) { |a: 0, **r| [a, r] } }
  try { yield_splat({}) { |a: 0, **r| [a, r] } }
  try { yield_splat({ q: i }) { |h = :no_h| h } }
  try { yield_splat({}) { |h = :no_h| h } }
end

# define_method with keyword parameters, called repeatedly and with errors.
class Maker
  define_method(:make) { |name, size: 1, **opts| [name, size, opts] }
  define_method(:req) { |a:, b:| a + b }
  define_method(:loose) { |*args, **kw| [args, kw] }
end
m = Maker.new
3.times do |i|
  try { m.make(:w) }
  try { m.make(:w, size: i) }
  try { m.make(:w, color: :red, size: i) }
  try { m.make(size: i) }
  try { m.req(a: i, b: 1) }
  try { m.req(a: i) }
  try { m.req(a: i, b: 1, c: 2) }
  try { m.loose(i, k: i) }
  try { m.loose({ k: i }) }
  try { m.loose(**{}) }
end

# Blocks whose keyword defaults refer to block parameters and outer locals.
outer = 10
b2 = proc { |x, a: (x + outer), b: (a * 2)| [x, a, b] }
3.times do |i|
  outer = i * 100
  try { b2.call(i) }
  try { b2.call(i, a: 1) }
  try { b2.call(i, b: 1) }
end

# A method object and its to_proc pass keywords the same way.
def target(x, k: :d) = [x, k]
mo = method(:target)
mp = mo.to_proc
3.times do |i|
  try { mo.call(i, k: i) }
  try { mo.(i) }
  try { mp.call(i, k: i) }
  try { mo.call(i, z: 1) }
  try { [i].map { |v| target(v, k: v * 3) } }
end
