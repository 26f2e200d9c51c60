# Hostile iteration input: string each byte append.
s = +"ab"
n = 0
s.each_byte { s << "c" if s.size < 100; n += 1 }
p n
