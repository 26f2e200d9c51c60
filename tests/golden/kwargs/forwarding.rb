# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# 4.0: anonymous `*` and `**` parameters and their forwarding are new in 3.2; 3.1 reports a
# syntax error for this program
# Argument forwarding: `...` (alone and after leading parameters), anonymous `*`, `**` and `&`,
# and explicit *args/**kw/&blk delegation, into callees with different parameter lists. The
# keywords must arrive as keywords, not as a trailing positional Hash, and an empty keyword set
# must not turn into `{}`.

def try
  p yield
rescue ArgumentError, TypeError => e
  puts "#{e.class}: #{e.message}"
end

def kw_target(x, k: :dk, **rest, &blk) = [:kw, x, k, rest, blk&.call]
def pos_target(*args, &blk) = [:pos, args, blk&.call]
def hash_target(x, h = :noh) = [:hash, x, h]
def strict_target(x, a:) = [:strict, x, a]

def fwd_all(...) = kw_target(...)
def fwd_pos(...) = pos_target(...)
def fwd_hash(...) = hash_target(...)
def fwd_strict(...) = strict_target(...)
def lead(first, ...) = kw_target(first, ...)
def lead_extra(first, ...) = kw_target(:extra, ...)
def anon_rest(*, **) = kw_target(*, **)
def anon_kw(x, **) = kw_target(x, **)
def anon_pos(*) = pos_target(*)
def anon_blk(x, &) = kw_target(x, &)
def explicit(*args, **kw, &blk) = kw_target(*args, **kw, &blk)
def explicit_pos(*args, **kw, &blk) = pos_target(*args, **kw, &blk)

3.times do |i|
  try { fwd_all(i) }
  try { fwd_all(i, k: i) }
  try { fwd_all(i, z: 1, k: 2) { :blk } }
  try { fwd_all(i, **{}) }
  try { fwd_all(k: i) }
  try { fwd_pos(i) }
  try { fwd_pos(i, k: i) }
  try { fwd_pos(i, **{}) { :b } }
  try { fwd_hash(i) }
  try { fwd_hash(i, k: i) }
  try { fwd_hash(i, { k: i }) }
  try { fwd_strict(i, a: 1) }
  try { fwd_strict(i) }
  try { fwd_strict(i, a: 1, b: 2) }
  try { lead(i) }
  try { lead(i, k: 1) }
  try { lead_extra(i, k: 1) { :x } }
  try { lead_extra(i, 2) }
  try { anon_rest(i, k: i, w: 0) }
  try { anon_rest(i) }
  try { anon_kw(i, k: -i) }
  try { anon_kw(i) }
  try { anon_pos(i, k: i) }
  try { anon_pos(i) }
  try { anon_blk(i) { :anon } }
  try { explicit(i, k: i) { :e } }
  try { explicit(i) }
  try { explicit_pos(i) }
  try { explicit_pos(i, k: i) }
end

# The forwarded keyword Hash is not the caller's Hash.
def mutating(**kw) = kw.store(:touched, true)
def fwd_mut(...) = mutating(...)
src = { a: 1 }
3.times do
  fwd_mut(**src)
  try { src }
end

# Forwarding into methods that are redefined between calls.
def moving(a:, b: 0) = [:m1, a, b]
def fwd_moving(...) = moving(...)
r = []
2.times { |i| r << fwd_moving(a: i) }
def moving(h) = [:m2, h]
2.times { |i| r << fwd_moving(a: i) }
def moving(*a, **k) = [:m3, a, k]
2.times { |i| r << fwd_moving(a: i) }
r.each { |x| p x }

# Forwarding through send and public_send.
class Fwd
  def go(...) = send(:target, ...)
  def pgo(name, ...) = public_send(name, ...)
  def target(x, k: 0) = [:target, x, k]
end
f = Fwd.new
3.times do |i|
  try { f.go(i) }
  try { f.go(i, k: i) }
  try { f.pgo(:target, i, k: i) }
  try { f.go(i, j: 1) }
end
