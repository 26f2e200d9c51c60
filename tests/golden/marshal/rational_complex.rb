# Rational and Complex marshal as CRuby writes them: user-marshalled [a, b] pairs.
x = [Rational(3, 4), Complex(1, 2), Complex(1.5, Rational(1, 3)), Rational(-2**70, 3)]
d = Marshal.dump(x)
p d.unpack1("H*")
p Marshal.load(d)
r = Rational(1, 2)
p Marshal.load(Marshal.dump([r, r]))
begin; Marshal.load("\x04\bU:\rRational[\x06i\x06"); rescue => e; p e; end
