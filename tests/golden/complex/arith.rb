# Complex arithmetic and its exactness rules: Integer and Rational parts stay exact, Float parts
# make Floats, / canonicalises Rationals, ** with Integer, Float, Rational and Complex exponents.
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue => e
  puts "#{label} !! #{e.class}: #{e.message}"
end

z = Complex(1, 2)
w = Complex(3, 4)
t("z + w") { z + w }
t("z - 1") { z - 1 }
t("z - z") { z - z }
t("z * w") { z * w }
t("z / w") { z / w }
t("float / w") { Complex(1.0, 2) / w }
t("z / 2") { z / 2 }
t("4+2i / 2+i") { Complex(4, 2) / Complex(2, 1) }
t("4+2i / 1+2i") { Complex(4, 2) / Complex(1, 2) }
t("z / 0") { z / 0 }
t("z / 0.0") { z / 0.0 }
t("quo") { z.quo(2) }
t("fdiv") { z.fdiv(2) }
t("fdiv complex") { z.fdiv(Complex(1, 1)) }
t("fdiv str") { z.fdiv("a") }
t("z * 1/2r") { z * Rational(1, 2) }
t("z * 0.5") { z * 0.5 }
t("z + 0.5") { z + 0.5 }
t("w * 1.0") { w * 1.0 }
t("2 * z") { 2 * z }
t("1 + z") { 1 + z }
t("1.5 * z") { 1.5 * z }
t("1/2r - z") { Rational(1, 2) - z }
t("1 / z") { 1 / z }
t("1.quo(2+0i)") { 1.quo(Complex(2, 0)) }
t("z + str") { z + "a" }
t("z * nil") { z * nil }
t("-z") { -z }
t("conj") { w.conj }
t("conjugate") { w.conjugate }

puts "-- **"
t("z ** 2") { z ** 2 }
t("z ** -2") { z ** -2 }
t("z ** 0") { z ** 0 }
t("z ** 1") { z ** 1 }
t("z ** 2r") { z ** Rational(2) }
t("z ** 0i") { z ** Complex(0, 0) }
t("z ** 2+0i") { z ** Complex(2, 0) }
t("z ** 100") { z ** 100 }
t("float z ** 3") { Complex(1.0, 2) ** 3 }
t("float z ** -1") { Complex(1.0, 2) ** -1 }
t("I ** 2") { Complex::I ** 2 }
t("I ** 3") { Complex::I ** 3 }
t("I ** -1") { Complex::I ** -1 }
t("2i ** 3") { Complex(0, 2) ** 3 }
t("2i ** -2") { Complex(0, 2) ** -2 }
t("2i ** -3") { Complex(0, 2) ** -3 }
t("2 ** -1") { Complex(2, 0) ** -1 }
t("2 ** -2") { Complex(2, 0) ** -2 }
t("1+i ** -1") { Complex(1, 1) ** -1 }
t("1+i ** 5") { Complex(1, 1) ** 5 }
t("1-i ** 6") { Complex(1, -1) ** 6 }
t("-1-i ** 3") { Complex(-1, -1) ** 3 }
t("r+ri ** 3") { Complex(Rational(1, 2), Rational(1, 2)) ** 3 }
t("0 ** 2") { Complex(0, 0) ** 2 }
t("0 ** -1") { Complex(0, 0) ** -1 }
t("0 ** i") { Complex(0, 0) ** Complex(1, 1) }
t("0.0 ** 2.5") { Complex(0.0, 0) ** 2.5 }
t("z ** 0.0") { z ** 0.0 }
t("z ** str") { z ** "a" }
t("2 ** z") { 2 ** z }
t("2r ** z") { Rational(2, 3) ** Complex(0, 0) }

puts "-- Numeric methods"
[3, -3, 3.5, -0.0, 0.0, Rational(-1, 2), 2**70].each do |n|
  puts "#{n.inspect}: real=#{n.real.inspect} imag=#{n.imag.inspect} imaginary=#{n.imaginary.inspect} " \
       "abs2=#{n.abs2.inspect} arg=#{n.arg.inspect} angle=#{n.angle.inspect} phase=#{n.phase.inspect} " \
       "polar=#{n.polar.inspect} rect=#{n.rect.inspect} rectangular=#{n.rectangular.inspect} " \
       "conj=#{n.conj.inspect} to_c=#{n.to_c.inspect} i=#{n.i.inspect} real?=#{n.real?}"
end
p Float::NAN.arg.nan?, nil.to_c
