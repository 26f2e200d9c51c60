# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# Argument errors around keywords: missing and unknown keywords (singular and plural messages,
# order of the names), wrong positional counts when keywords are present, keywords passed to
# methods without keyword parameters, and `**nil`. Each failing call site runs several times.

def try
  r = yield
  puts "ok #{r.inspect}"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

def need_a(a:) = a
def need_abc(a:, b:, c:) = [a, b, c]
def opt_x(x: 1, y: 2) = [x, y]
def mixed(a:, b: 2) = [a, b]
def pos_kw(p, k: 1) = [p, k]
def pos_req_kw(p, k:) = [p, k]
def two_req_kw(p, j:, k:) = [p, j, k]

2.times do
  try { need_a }
  try { need_a(a: 1) }
  try { need_abc }
  try { need_abc(b: 2) }
  try { need_abc(c: 3, a: 1) }
  try { need_abc(a: 1, b: 2, c: 3) }
  try { opt_x(z: 3) }
  try { opt_x(z: 1, w: 2) }
  try { opt_x(w: 2, x: 0, z: 1) }
  try { opt_x(x: 0, y: 0) }
  try { need_a(a: 1, q: 2) }
  try { need_a(a: 1, q: 2, r: 3, s: 4) }
  # missing keywords are reported before unknown ones
  try { mixed(c: 1) }
  try { need_abc(d: 4, b: 2) }
end

# Wrong number of positional arguments when the callee takes keywords.
2.times do
  try { pos_kw }
  try { pos_kw(k: 2) }
  try { pos_kw(1, 2) }
  try { pos_kw(1, 2, k: 3) }
  try { pos_req_kw }
  try { pos_req_kw(1, 2) }
  try { pos_req_kw(k: 1) }
  try { two_req_kw }
  try { two_req_kw(1) }
  try { two_req_kw(1, k: 1) }
  try { two_req_kw(1, 2, 3) }
end

# Keywords to a method without keyword parameters: they become one positional Hash, when the
# arity allows it.
def none = :none
def one(h) = h
def one_opt(a, h = :no_hash) = [a, h]
def two(a, b) = [a, b]
def splat(*args) = args
3.times do |i|
  try { none(a: i) }
  try { one(a: i, b: 2) }
  try { one(a: i) }
  try { one_opt(1, k: i) }
  try { one_opt(k: i) }
  try { two(1, k: i) }
  try { two(k: i) }
  try { splat(k: i) }
  try { splat(1, k: i, j: 2) }
  try { one(**{}) }
  try { splat(**{}) }
  try { none(**{}) }
end

# **nil: the method accepts no keywords at all.
def strict(a, **nil) = a
def strict_opt(a = :d, **nil) = a
2.times do
  try { strict(1) }
  try { strict({ k: 1 }) }
  try { strict(1, k: 2) }
  try { strict(k: 2) }
  try { strict(1, **{}) }
  try { strict_opt }
  try { strict_opt(k: 1) }
  try { strict_opt({ k: 1 }) }
end

# Errors raised from a method reached through a block, a lambda and define_method.
l = ->(a:, b: 1) { [a, b] }
define_method(:dm) { |a:, b: 1| [a, b] }
2.times do
  try { l.call }
  try { l.call(b: 1, c: 2) }
  try { l.call(1) }
  try { dm }
  try { dm(a: 1, z: 2, y: 3) }
  try { dm(1) }
end
