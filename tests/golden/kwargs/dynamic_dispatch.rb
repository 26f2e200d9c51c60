# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# 4.0: NoMethodError messages quote 'name' and say "for an instance of Box" (3.1: `name' and the inspected receiver)
# Keywords through dynamic dispatch: send / __send__ / public_send, method_missing, Class#new
# forwarding to initialize, Method#call, UnboundMethod#bind_call, instance_exec.

def try
  p yield
rescue ArgumentError, NoMethodError => e
  puts "#{e.class}: #{e.message}"
end

class Box
  def initialize(w, h: 1, d: 1) = (@w, @h, @d = w, h, d)
  def volume = @w * @h * @d
  def resize(w: @w, h: @h) = Box.new(w, h: h, d: @d)
  def dims = [@w, @h, @d]
  def hashy(opts) = opts
  def rest(*a, **kw) = [a, kw]
  private def secret(k: :s) = k
end

3.times do |i|
  b = Box.new(i + 1, h: 2)
  try { b.volume }
  try { Box.new(i, d: 3, h: 2).dims }
  try { Box.new(i).dims }
  try { Box.new(i, z: 1) }
  try { Box.new(h: 1) }
  try { b.send(:resize, h: i).dims }
  try { b.__send__(:resize, w: i, h: i).dims }
  try { b.public_send(:resize, w: 7).dims }
  try { b.send(:hashy, a: i) }
  try { b.public_send(:rest, i, a: i) }
  try { b.send(:rest, **{}) }
  try { b.send(:secret, k: i) }
  try { b.public_send(:secret, k: i) }
  try { b.send(:resize, q: i) }
end

# send where the name and the arguments vary at the same call site.
names = [:resize, :hashy, :rest]
3.times do |i|
  names.each do |n|
    try { r = Box.new(1).send(n, w: i, h: 2); r.is_a?(Box) ? r.dims : r }
  end
end

# method_missing receives keywords in **kw, or as a trailing Hash when it has no **kw.
class Ghost
  def method_missing(name, *args, **kw, &blk)
    return super unless name.to_s.start_with?("g_")
    [name, args, kw, blk ? blk.call : nil]
  end
  def respond_to_missing?(name, priv = false) = name.to_s.start_with?("g_") || super
end
class Shade
  def method_missing(name, *args) = [name, args]
  def respond_to_missing?(*) = true
end
class Specter
  def method_missing(name, a = :a, k: :k) = [name, a, k]
  def respond_to_missing?(*) = true
end
ghosts = [Ghost.new, Shade.new, Specter.new]
3.times do |i|
  ghosts.each do |g|
    try { g.g_one(i, k: i) }
    try { g.g_two(k: i) }
    try { g.g_three(**{}) }
    try { g.g_four(i) { :blk } }
    try { g.send(:g_five, k: i) }
    try { g.public_send(:g_six, i, k: -i) }
    try { g.method(:g_seven).call(k: i) }
  end
  try { Ghost.new.other(k: 1) }
  try { Specter.new.g_x(1, 2) }
  try { Specter.new.g_x(j: 2) }
end

# Method and UnboundMethod objects.
class Calc
  def add(a, b: 0, **more) = a + b + more.values.sum
end
c = Calc.new
m = c.method(:add)
um = Calc.instance_method(:add)
3.times do |i|
  try { m.call(i, b: 1) }
  try { m.call(i, b: 1, c: 10, d: 100) }
  try { um.bind_call(c, i, b: 2) }
  try { um.bind(c).call(i, x: 5) }
  try { m.call(b: 1) }
  try { c.instance_exec(i, k: i) { |x, k:| [self.class, x, k] } }
  try { c.instance_exec(k: i) { |h| h } }
end
