# bitwise operators, including negative numbers
p 12 & 10
p 12 | 10
p 12 ^ 10
p ~12
p ~-1
p 1 << 10
p 1024 >> 3
p -16 >> 2
p -1 >> 10
p 5 << -1
p -5 & 0xff
p -1 & 255
p 6[0], 6[1], 6[2]
p -1[100]
x = 0b1100
x |= 0b0011
p x
x ^= 0b1111
p x
p 0xF0.to_s(2)
