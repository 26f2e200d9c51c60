# Integer results too big to build raise instead of aborting.
# 4.0: Integer#** past 2**34 bits is CRuby 3.4+'s "exponent is too large" (checked with ruby40);
# the shifts were checked with Debian's ruby 3.1 (64-bit; the same bignum.c code in 4.0).
def t(label)
  r = yield
  p [label, r]
rescue NoMemoryError, StandardError => e
  p [label, e.class, e.message]
end

t(:pow_huge) { 2 ** (2**40) }
t(:pow_bignum_exponent) { 2 ** (2**64) }
t(:pow_bignum_base) { (2**70) ** (2**40) }
t(:pow_one) { 1 ** (2**64) }
t(:pow_minus_one) { (-1) ** (2**64 + 1) }
t(:pow_zero) { 0 ** (2**64) }
t(:shl_huge) { 1 << 2**50 }
t(:shl_bignum) { 1 << 2**64 }
t(:shl_bignum_too_big) { 1 << 2**67 }
t(:shr_negative_huge) { 1 >> -(2**50) }
t(:shr_negative_too_big) { 1 >> -(2**70) }
t(:shl_big_receiver) { (2**100) << 2**50 }
t(:shl_negative_bignum) { 5 << -(2**70) }
t(:shl_negative_receiver) { -5 << -(2**70) }
t(:shl_zero) { 0 << 2**70 }
t(:shl_ok) { (1 << 100).bit_length }
# ruby40: skip (wasm32's long is 32 bits)
