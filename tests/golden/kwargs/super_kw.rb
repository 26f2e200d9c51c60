# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# super with keywords: explicit super(k: v), super(**h), zsuper forwarding the current values of
# keyword parameters (including ones reassigned before the call), **rest and anonymous **
# forwarding through zsuper, and super into parents with different parameter lists.

def try
  p yield
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

class Base
  def kw(a:, b: 2) = [:base, a, b]
  def rest(x, **kw) = [:base_rest, x, kw]
  def take_hash(h = :none) = [:base_hash, h]
  def opt(x = 0, k: 0) = [:base_opt, x, k]
end

class Explicit < Base
  def kw(a:, b: 2) = [:explicit, super(a: a * 10, b: b)]
  def rest(x, **kw) = [:explicit, super(x, **kw, added: true)]
  def take_hash(**kw) = [:explicit, super(**kw)]
  def opt(x = 5, k: 5) = [:explicit, super(k: k)]
end

class Zsuper < Base
  def kw(a:, b: 2) = [:zsuper, super]
  def rest(x, **kw) = [:zsuper, super]
  def take_hash(h = :zdefault) = [:zsuper, super]
  def opt(x = 5, k: 5) = [:zsuper, super]
end

class Modified < Base
  def kw(a:, b: 2)
    a = :changed
    b += 100
    [:modified, super]
  end

  def rest(x, **kw)
    kw[:extra] = x
    x = :new_x
    [:modified, super]
  end

  def opt(x = 5, k: 5)
    k = [k]
    [:modified, super]
  end
end

class Replaced < Base
  def rest(x, **kw)
    kw = { replaced: true }
    [:replaced, super]
  end
end

class Anon < Base
  def rest(x, **) = [:anon, super]
  def kw(**) = [:anon, super]
end

objs = [Base.new, Explicit.new, Zsuper.new, Modified.new, Replaced.new, Anon.new]
3.times do |i|
  objs.each do |o|
    try { o.kw(a: i) }
    try { o.kw(b: i, a: 1) }
    try { o.rest(i) }
    try { o.rest(i, z: i, y: 0) }
    try { o.take_hash }
    try { o.take_hash(q: i) }
    try { o.opt }
    try { o.opt(1, k: i) }
  end
end

# Errors raised in the parent for keywords forwarded by zsuper.
class Strict < Base
  def kw(a: nil, b: 2, **rest) = super
end
3.times do |i|
  try { Strict.new.kw(a: i) }
  try { Strict.new.kw(b: i) }
  try { Strict.new.kw(a: i, c: 3) }
end

# super inside a block in the method still forwards keywords.
class InBlock < Base
  def kw(a:, b: 2) = [1, 2].map { |n| super(a: a + n, b: b) }
  def rest(x, **kw) = [0].map { super }
end
3.times do |i|
  try { InBlock.new.kw(a: i) }
  try { InBlock.new.rest(i, k: i) }
end

# super through a module in the ancestry, and through several levels.
module Logged
  def kw(a:, b: 2) = [:logged, super]
end
class Mid < Base
  def kw(a:, b: 3) = [:mid, super(a: a, b: b + 1)]
end
class Leaf < Mid
  include Logged
  def kw(a: 9, b: 1) = [:leaf, super]
end
3.times do |i|
  try { Leaf.new.kw }
  try { Leaf.new.kw(a: i) }
  try { Leaf.new.kw(b: i) }
end

# zsuper into method_missing in the parent carries keywords.
class MMParent
  def method_missing(name, *args, **kw) = [:mm, name, args, kw]
  def respond_to_missing?(*) = true
end
class MMChild < MMParent
  def go(x, k: 1) = super
  def go2(**kw) = super(**kw, more: 1)
end
3.times do |i|
  try { MMChild.new.go(i) }
  try { MMChild.new.go(i, k: i) }
  try { MMChild.new.go2(a: i) }
end

# initialize with keywords and super.
class Point
  def initialize(x:, y: 0) = (@x, @y = x, y)
  def to_a = [@x, @y]
end
class Point3 < Point
  def initialize(z: 0, **rest)
    super(**rest)
    @z = z
  end
  def to_a = super + [@z]
end
3.times do |i|
  try { Point3.new(x: i).to_a }
  try { Point3.new(z: i, y: 2, x: 1).to_a }
  try { Point3.new(z: i).to_a }
  try { Point3.new(x: 1, w: i).to_a }
end
