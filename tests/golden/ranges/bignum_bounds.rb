# Ranges with Bignum bounds answer sum and last(n) by arithmetic, without walking the range.
r = (0..2**64)
p r.sum
p r.last(2)
p (0...2**64).last(3)
p (2**64..2**64 + 2).last(5)
p (2**70..2**64).last(2)
p (-(2**70)..-(2**70) + 3).sum
p (2**64...2**64).sum
p (1..2**64).sum(10)
p (10..2**65).first(2)
