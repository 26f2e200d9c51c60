# arithmetic on big integers
a = 123456789012345678901234567890
b = 987654321098765432109876543210
p a + b
p b - a
p a - b
p a * b
p b / a
p b % a
p -b / a
p -b % a
p b.divmod(a)
p (-b).divmod(a)
p a / 7
p a % 7
p a * -1
p a.abs
p (-a).abs
p a + 1.5
p a / 10 ** 20
p (a * b) / b == a
p a.to_s(16)
p a.digits.sum
p (2 ** 100) >> 90
p 1 << 80
p (2 ** 80) | 1
p (2 ** 80 + 5) & 0xff
p a.to_f
p a.hash == 123456789012345678901234567890.hash
