# Range methods that build arrays check the length first.
# 4.0: the wasm build of CRuby 4.0 has 32-bit longs, so the 64-bit limits here were checked
# with Debian's ruby 3.1 (64-bit; CRuby grows the array until allocation fails, the same error).
def t(label)
  r = yield
  p [label, r]
rescue NoMemoryError, StandardError => e
  p [label, e.class, e.message]
end

t(:to_a_huge) { (1..2**47).to_a.size }
t(:to_a_bignum_end) { (1..2**64).to_a.size }
t(:entries_huge) { (0...2**47).entries.size }
t(:to_a_small) { (1..4).to_a }
t(:to_a_empty) { (5..1).to_a }
t(:to_a_excl) { (1...4).to_a }
t(:first_huge) { (1..10).first(2**47) }
t(:first_too_big) { (1..10).first(2**61) }
t(:first_negative) { (1..10).first(-1) }
t(:first_small) { (1..10).first(3) }
t(:last_huge) { (1..2**47).last(2**47).size }
t(:last_small) { (1..10).last(3) }
t(:last_more_than_size) { (1..3).last(10) }
# ruby40: skip (wasm32's long is 32 bits)
