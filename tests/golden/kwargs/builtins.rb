# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# Keywords to built-in methods: ones that take keyword parameters (clone(freeze:),
# Integer/Float(exception:), String#lines(chomp:), round(half:), Numeric#step(by:, to:)), and
# ones that take a positional Hash or any object, which receive the keywords as one new Hash.
# Each call site runs several times, and some sites switch between built-in and Ruby callees.

def try
  p yield
rescue ArgumentError, TypeError => e
  puts "#{e.class}: #{e.message}"
end

3.times do |i|
  s = "str#{i}"
  try { [s.clone.frozen?, s.clone(freeze: true).frozen?, s.clone(freeze: false).frozen?] }
  f = s.dup.freeze
  try { [f.clone.frozen?, f.clone(freeze: true).frozen?, f.clone(freeze: false).frozen?, f.clone(freeze: nil).frozen?] }
  try { s.clone(freeze: i) }
  try { s.clone(freeze: true, bogus: i) }
  try { s.clone(i) }
  opts = { freeze: i.even? }
  try { f.clone(**opts).frozen? }
  try { f.clone(**{}).frozen? }
end

3.times do |i|
  try { Integer("1#{i}", exception: false) }
  try { Integer("zz#{i}", exception: false) }
  try { Integer("1#{i}", 8, exception: false) }
  try { Float("#{i}.5", exception: false) }
  try { Float("x#{i}", exception: false) }
  try { "a#{i}\nb\n".lines(chomp: true) }
  try { "a#{i}\nb\n".lines(chomp: false) }
  try { (i + 0.5).round(half: :even) }
  try { (i + 0.5).round(half: :up) }
  try { (i + 0.5).round(half: :down) }
  try { (i * 10 + 5).round(-1, half: :even) }
  try { 1.step(by: i + 1, to: 7).to_a }
end

# Built-ins without keyword parameters get the keywords as a positional Hash, or an arity error.
3.times do |i|
  try { { x: 0 }.merge(a: i) }
  try { { x: 0 }.merge(x: i, y: 1) }
  try { h = { x: 0 }; h.update(y: i); h }
  try { Array.new(2, a: i) }
  try { [].push(a: i, b: 1) }
  try { [0].push(1, k: i) }
  try { [1, 2].each_with_object(k: i) { |x, h| h[x] = i } }
  try { [1, 2].inject(k: i) { |h, x| h.merge(x => x) } }
  try { o = Object.new; o.instance_variable_set(:@v, a: i); o.instance_variable_get(:@v) }
  try { i.succ(a: 1) }
  try { p(a: i) }
  try { puts(a: i) }
end

# One call site, alternating between a built-in and Ruby methods.
class MyList
  def push(*items, **kw) = [:mylist, items, kw]
end
class KwList
  def push(a:, b: 0) = [:kwlist, a, b]
end
def push_site(list, i) = list.push(a: i, b: 2)
3.times do |i|
  [[], MyList.new, KwList.new, [:x]].each { |l| try { push_site(l, i) } }
end

class Thing
  def initialize(v) = @v = v
  def inspect = "#<Thing #{@v}>"
end
class Copyable
  def clone(freeze: :none) = [:copyable, freeze]
end
def clone_site(o, fr) = o.clone(freeze: fr)
3.times do |i|
  [Thing.new(i), Copyable.new, "s"].each { |o| try { clone_site(o, i.odd?) } }
end
