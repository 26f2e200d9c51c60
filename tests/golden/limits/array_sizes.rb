# Array lengths computed from Integers are checked before any allocation.
# 4.0: the wasm build of CRuby 4.0 has 32-bit longs, so the 64-bit limits here were checked
# with Debian's ruby 3.1 (64-bit; the same checks in array.c), printed with 4.0's quotes.
def t(label)
  r = yield
  p [label, r]
rescue NoMemoryError, StandardError => e
  p [label, e.class, e.message]
end

# 2**47 elements of 8 bytes is more than any address space: the allocation itself fails.
t(:new_huge) { Array.new(2**47).size }
t(:new_huge_fill) { Array.new(2**47, 0).size }
t(:new_huge_block) { Array.new(2**47) { |i| i }.size }
t(:new_too_big) { Array.new(2**62) }
t(:new_bignum) { Array.new(2**64) }
t(:new_negative) { Array.new(-1) }
t(:new_float) { Array.new(2.5) }
t(:times_huge) { ([1] * 2**47).size }
t(:times_too_big) { [1, 2] * 2**62 }
t(:times_bignum) { [1] * 2**64 }
t(:times_negative) { [1] * -3 }
t(:empty_times_huge) { [] * 2**47 }
t(:fill_huge) { [].fill(0, 0, 2**47).size }
t(:fill_too_big) { [].fill(0, 2**61, 2**61) }
t(:fill_start_past_end) { [1, 2].fill(0, 5) }
t(:fill_negative_length) { [1, 2].fill(0, 1, -4) }
t(:fill_range_past_end) { [1, 2].fill(9, 1..3) }
t(:fill_range_out) { [1, 2].fill(0, -5..1) }
t(:aset_huge) { a = []; a[2**47] = 1 }
t(:aset_too_big) { a = []; a[2**61] = 1 }
t(:aset_splice_huge) { a = []; a[2**47, 0] = [1] }
t(:aset_splice_too_big) { a = []; a[2**61 - 1, 0] = [1] }
t(:aset_past_end) { a = [1]; a[3] = 4; a }
t(:insert_huge) { [].insert(2**47, 1) }
t(:insert_past_end) { [1].insert(3, 2) }
t(:values_at_huge) { [1].values_at(0..2**47) }
t(:values_at_past_end) { [1, 2].values_at(1..3) }
t(:product_too_big) { a = [1] * 2**16; a.product(a, a, a, a) }
t(:product) { [1, 2].product([3, 4], [5]) }
t(:product_empty) { [1, 2].product([]) }
t(:product_block) { r = []; [1, 2].product([3]) { |x| r << x }; r }
# ruby40: skip (wasm32's long is 32 bits)
