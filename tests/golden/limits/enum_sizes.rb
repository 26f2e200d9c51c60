# Enumerable#first/take(n) and min/max(n) reserve their buffers first, as CRuby does.
# 4.0: checked with ruby40 at 32-bit sizes; the 64-bit limits with Debian ruby 3.1 (64-bit).
def t(l); r = yield; p [l, r]; rescue NoMemoryError, StandardError => e; p [l, e.class, e.message]; end
t(:ef) { [1, 2].each.first(2**47) }
t(:et) { [1, 2].each.take(2**47) }
t(:ef_small) { [1, 2].each.first(5) }
t(:lf) { (1..Float::INFINITY).lazy.map { _1 * 2 }.first(2**47) }
t(:lt) { (1..Float::INFINITY).lazy.map { _1 * 2 }.take(2**47).first(2) }
t(:hf) { {a: 1}.first(2**47) }
t(:min) { [3,1].min(2**47) }
t(:min2) { [3,1].min(2**59) }
t(:min3) { [3,1].min(2**62) }
t(:minby) { [3,1].min_by(2**47) { _1 } }
t(:minby2) { [3,1].min_by(2**58) { _1 } }
t(:minby3) { [3,1].min_by(2**61) { _1 } }
t(:minbyneg) { [3,1].min_by(-1) { _1 } }
t(:max_small) { [3,1,2].max(2) }
t(:emin) { (1..3).each.min(2**47) }
# ruby40: skip (wasm32's long is 32 bits)
