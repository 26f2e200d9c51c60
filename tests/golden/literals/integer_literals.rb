# integer literal forms
p 42
p -17
p 1_000_000
p 0x1F
p 0XFF
p 0b1010
p 0B11
p 0o17
p 017
p 0d99
p 0
p -0
p +5
p 0x7fff_ffff
p 1_0
p 42.class
p -2.abs
p(-2.abs)
