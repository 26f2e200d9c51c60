# 4.0: Hash#inspect prints symbol keys as `key: value` (3.1 prints `:key=>value`)
# 4.0: `hash_only(**opts)` passes a copy, so `.equal?(opts)` is false (3.1 passes opts itself: true)
# Keywords next to every other kind of parameter: optional positionals, a rest parameter, post
# parameters, a block parameter, and a Hash passed positionally as the last argument (which
# stays positional since Ruby 3.0).

def try
  p yield
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end

def opt_kw(a, b = :b_default, k: :k_default) = [a, b, k]
def rest_kw(a, *r, k: 0, **kw) = [a, r, k, kw]
def post_kw(a, *r, z, k: 0) = [a, r, z, k]
def opt_post_kw(a, b = 2, *r, c, d, k:, j: 9) = [a, b, r, c, d, k, j]
def blk_kw(a, k: 1, &blk) = [a, k, blk ? blk.call(a, k) : :no_block]
def all(a, b = 1, *r, c, k:, j: 2, **kw, &blk) = [a, b, r, c, k, j, kw, blk&.call]

3.times do |i|
  try { opt_kw(i) }
  try { opt_kw(i, k: 1) }
  try { opt_kw(i, 2) }
  try { opt_kw(i, 2, k: 3) }
  try { opt_kw(i, 2, 3) }
  try { rest_kw(i) }
  try { rest_kw(i, 1, 2, 3) }
  try { rest_kw(i, 1, 2, k: 3) }
  try { rest_kw(i, k: 3, x: 4) }
  try { rest_kw(i, 1, x: 4) }
  try { post_kw(i, 9) }
  try { post_kw(i, 1, 2, 9, k: 5) }
  try { post_kw(i, k: 5) }
  try { opt_post_kw(i, 3, 4, k: 0) }
  try { opt_post_kw(i, 5, 3, 4, k: 0, j: 1) }
  try { opt_post_kw(i, 5, 6, 7, 3, 4, k: 0) }
  try { opt_post_kw(i, 3, 4) }
  try { blk_kw(i) }
  try { blk_kw(i, k: 5) }
  try { blk_kw(i) { |a, k| a * 100 + k } }
  try { blk_kw(i, k: 5) { |a, k| a * 100 + k } }
  try { all(i, 0, c: 1, k: 2) }
  try { all(i, 0, k: 2, x: 1) { :b } }
  try { all(i, 7, 8, 9, 0, j: 5, k: 6, y: 7) { :b } }
end

# A block passed with & next to keywords.
pr = proc { |a, k| [:proc, a, k] }
lam = ->(a, k) { [:lambda, a, k] }
def sym_user(a, k: :x, &blk) = blk.call(k)
3.times do |i|
  try { blk_kw(i, k: i, &pr) }
  try { blk_kw(i, &lam) }
  try { blk_kw(i, k: -i, &nil) }
  try { sym_user(i, k: "str", &:upcase) }
  try { sym_user(i, k: :sym, &:to_s) }
end

# A Hash written as the last positional argument stays positional.
def hash_last(h, k: :none) = [h, k]
def hash_opt(h = {}, k: :none) = [h, k]
def hash_rest(*a, **kw) = [a, kw]
def hash_only(h) = h
opts = { k: 1 }
3.times do |i|
  try { hash_last({ k: i }) }
  try { hash_last(opts) }
  try { hash_last({ k: i }, k: 2) }
  try { hash_last(opts, **opts) }
  try { hash_last(k: i) }
  try { hash_opt({ k: i }) }
  try { hash_opt(k: i) }
  try { hash_opt(opts, k: 3) }
  try { hash_rest({ k: i }) }
  try { hash_rest(k: i) }
  try { hash_rest({ a: 1 }, k: i) }
  try { hash_rest(opts) }
  try { hash_rest(**opts) }
  try { [hash_only(opts).equal?(opts), hash_only(**opts).equal?(opts), hash_only(**opts) == opts] }
end

# Keywords named like methods (they shadow the methods in the body), and a default that reads
# an earlier keyword which the body later reassigns.
def kw_names(puts: 1, print: 2, p: 3) = puts * 100 + print * 10 + p
def shadow(a:, b: a) = [a, b].tap { a = :changed }
3.times do |i|
  try { kw_names }
  try { kw_names(puts: i) }
  try { kw_names(p: i, print: 0) }
  try { shadow(a: i) }
  try { shadow(b: 1, a: i) }
end
