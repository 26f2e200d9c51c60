# Integer <<, >> and ^ through their specialised instructions, at the Fixnum/Bignum edges.
p 1 << 0, 1 << 10, 1 << 61, 1 << 62, 1 << 63, 1 << 100, -1 << 62, 3 << -1, 0 << 200
p 1024 >> 3, -1024 >> 3, 5 >> 70, -5 >> 70, 1 >> -3, 7 >> 0, (2**62 - 1) >> 1
p 5 ^ 3, -5 ^ 3, 0 ^ 0, (2**62 - 1) ^ -1
x = 3
x <<= 4
x ^= 5
x >>= 1
p x
p 2**64 >> 60, (2**64) << 2, 7 ^ 2**70
a = []
a << 1 << 2
p a
s = +"ab"
s << "cd"
p s
begin
  1 << "a"
rescue TypeError => e
  p e.class
end
class Integer
  def ^(o) = :redefined_xor
end
p 1 ^ 2
