# Sizes computed from Integers are checked before any allocation.
# 4.0: the wasm build of CRuby 4.0 has 32-bit longs, so the 64-bit limits here were checked
# with Debian's ruby 3.1 (64-bit; the same checks in string.c), printed with 4.0's quotes.
def t(label)
  r = yield
  p [label, r.is_a?(String) ? r.size : r]
rescue NoMemoryError, StandardError => e
  p [label, e.class, e.message]
end

# 2**50 bytes is more than any address space: the allocation itself fails.
t(:times_huge) { "x" * 2**50 }
t(:times_fits_long_bignum) { "x" * 2**62 }
t(:times_too_big) { "xy" * 2**62 }
t(:times_bignum) { "x" * 2**64 }
t(:times_negative) { "x" * -1 }
t(:times_negative_bignum) { "x" * -(2**64) }
t(:empty_times_huge) { "" * 2**50 }
t(:empty_times_bignum) { "" * 2**64 }
t(:times_float) { "ab" * 2.9 }
t(:times_float_huge) { "x" * 1e20 }
t(:times_nil) { "x" * nil }
t(:ljust_huge) { "x".ljust(2**50) }
t(:rjust_huge) { "x".rjust(2**50, "ab") }
t(:center_huge) { "x".center(2**50, "abc") }
t(:ljust_too_big) { "x".ljust(2**63 - 1, "ab") }
t(:ljust_bignum) { "x".ljust(2**64) }
t(:ljust_negative) { "x".ljust(-(2**62)) }
t(:center_small) { "x".center(6, "ab") }
t(:rjust_multibyte) { "é".rjust(4, "ü") }
t(:new_capacity_huge) { String.new(capacity: 2**50) }
t(:new_capacity_negative) { String.new(capacity: -1) }
t(:new_capacity_bignum) { String.new(capacity: 2**64) }
t(:new_capacity_small) { String.new("ab", capacity: 1000) + "c" }
# ruby40: skip (wasm32's long is 32 bits)
