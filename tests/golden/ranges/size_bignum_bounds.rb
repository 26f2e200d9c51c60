# Range#size with Bignum bounds.
p (-(2**100)..2**100).size
p (2**70...2**70 + 5).size
p (2**70..1).size
p (1..2**64).size
p (2**64..).size
