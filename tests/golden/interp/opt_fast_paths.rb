# The interpreter's specialised instructions: every fast path must agree with the full method
# call at its edges (overflow, mixed Integer/Float, exactness, zero division, frozen receivers,
# out-of-range indexes, redefinition).
max = 2**62 - 1
min = -2**62
p max + 1, min - 1, max * 2, (2**31) * (2**31), -(2**31) * (2**31), 3037000500 * 3037000500
p min / -1, 7 / -2, -7 / 2, 7 % -2, -7 % 2, -7 / -2, 0 / 5
p 7 & 3, -8 | 3, max & -1, min | 1
x = 1.5
p x + 2, 2 + x, x - 3, 3 - x, x * 4, 4 * x, x / 2, 3 / x, 1 / 3.0, 7.0 / 0, -7 / 0.0, (0.0 / 0.0).nan?
p 1e300 * 1e10, 1e-300 * 1e-300, -0.0 * 1, 0.1 + 0.2, 2.0**0.5 * 2.0**0.5
big = 2**53 + 1
p big > 2.0**53, big == 2.0**53, 2.0**53 < big, 9007199254740993 >= 9007199254740992.0
p 1.0 < 2, 2 <= 2.0, 3 > 2.5, 2.5 >= 3, Float::NAN < 1, Float::NAN > 1.0, Float::NAN == Float::NAN
p 1.0 == 1, 1 == 1.0, :a == :a, :a != :b, 1.5 == 1.5, 1.5 != 2.5
begin
  p 1 / 0
rescue ZeroDivisionError => e
  p e.message
end
begin
  p 1 % 0
rescue ZeroDivisionError => e
  p e.message
end
a = [1, 2, 3]
a[0] = :x
a[-1] = :z
a[5] = :far
p a
a << 4 << 5
p a.size, a.length, a.empty?, [].empty?
h = {}
k = +"key"
h[k] = 1
k << "!"
p h, h["key"], h.size, h.empty?, h.keys.first.frozen?
f = [1, 2].freeze
begin
  f[0] = 9
rescue => e
  p e.class
end
begin
  f << 9
rescue => e
  p e.class
end
p [1, 2, 3][-4], [1, 2, 3][3], [1, 2, 3][-3]
class Integer
  def &(o) = :redefined_and
end
p 6 & 3
class Float
  def +(o) = :redefined_plus
end
p 1.5 + 1.5
