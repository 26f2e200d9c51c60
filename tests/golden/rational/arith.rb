# Rational arithmetic: exact with Integers and Rationals, Float contamination, coerce, errors,
# Integer ** negative, the Numeric division family.
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue => e
  puts "#{label} !! #{e.class}: #{e.message}"
end

a = Rational(1, 3)
b = Rational(-3, 4)
[2, -1, 0.5, Rational(2, 3), 2**70, b].each do |o|
  t("#{a.inspect} + #{o.inspect}") { a + o }
  t("#{a.inspect} - #{o.inspect}") { a - o }
  t("#{a.inspect} * #{o.inspect}") { a * o }
  t("#{a.inspect} / #{o.inspect}") { a / o }
  t("#{o.inspect} + #{a.inspect}") { o + a }
  t("#{o.inspect} - #{a.inspect}") { o - a }
  t("#{o.inspect} * #{a.inspect}") { o * a }
  t("#{o.inspect} / #{a.inspect}") { o / a }
end
t("/ 0") { a / 0 }
t("/ 0.0") { a / 0.0 }
t("-a / 0.0") { -a / 0.0 }
t("quo") { a.quo(2) }
t("fdiv") { a.fdiv(2) }
t("fdiv 0") { a.fdiv(0) }
t("fdiv float") { a.fdiv(0.5) }
t("+ string") { a + "1" }
t("* nil") { a * nil }
t("- obj") { a - Object.new }
t("-@") { -a }
t("abs") { b.abs }
t("magnitude") { b.magnitude }

puts "-- **"
t("a ** 2") { a ** 2 }
t("a ** -2") { a ** -2 }
t("b ** 3") { b ** 3 }
t("a ** 0") { a ** 0 }
t("a ** 0.0") { a ** 0.0 }
t("a ** 0.5") { a ** 0.5 }
t("a ** 1/2r") { Rational(4, 9) ** Rational(1, 2) }
t("neg ** 0.5") { Rational(-1, 3) ** 0.5 }
t("a ** 2r") { a ** Rational(2) }
t("0r ** -1") { Rational(0) ** -1 }
t("0r ** 2") { Rational(0) ** 2 }
t("1r ** big") { Rational(1) ** (2**70) }
t("-1r ** big") { Rational(-1) ** (2**70 + 1) }
t("2r ** big") { Rational(2) ** (2**70) }
t("half ** big") { Rational(1, 2) ** (2**70) }
t("a ** complex") { Rational(2, 3) ** Complex(1, 1) }
t("a ** string") { a ** "2" }

puts "-- Integer and Float with Rationals"
t("2 ** -2") { 2 ** -2 }
t("-2 ** -3") { (-2) ** -3 }
t("0 ** -1") { 0 ** -1 }
t("1 ** -2") { 1 ** -2 }
t("-1 ** -3") { (-1) ** -3 }
t("big ** -1") { (2**70) ** -1 }
t("2.pow(-2)") { 2.pow(-2) }
t("2 ** -2.0") { 2 ** -2.0 }
t("2 ** 1/2r") { 2 ** Rational(1, 2) }
t("4 ** 1/2r") { 4 ** Rational(1, 2) }
t("8 ** 2r") { 8 ** Rational(2) }
t("-8 ** 1/3.0") { (-8) ** (1.0 / 3) }
t("-8.0 ** 1/3.0") { (-8.0) ** (1.0 / 3) }
t("-8 ** 0.5") { (-8) ** 0.5 }
t("-4 ** 1.5") { (-4) ** 1.5 }
t("-4 ** -0.5") { (-4) ** -0.5 }
t("-8 ** 1/3r") { (-8) ** Rational(1, 3) }
t("-8.0 ** 2.0") { (-8.0) ** 2.0 }
t("-(2**70) ** 0.5") { (-(2**70)) ** 0.5 }
t("1.5 ** 2r") { 1.5 ** Rational(2) }
t("1 == 1r") { 1 == Rational(1) }
t("1.0 == 1r") { 1.0 == Rational(1) }
t("1 <=> 1/2r") { 1 <=> Rational(1, 2) }
t("1.5 <=> 3/2r") { 1.5 <=> Rational(3, 2) }
t("2 > 1/2r") { 2 > Rational(1, 2) }
t("0.1 < 1/3r") { 0.1 < Rational(1, 3) }

puts "-- division family"
x = Rational(7, 3)
[2, -2, Rational(1, 2), 0.5, -0.75].each do |o|
  t("divmod #{o.inspect}") { x.divmod(o) }
  t("div #{o.inspect}") { x.div(o) }
  t("% #{o.inspect}") { x % o }
  t("modulo #{o.inspect}") { x.modulo(o) }
  t("remainder #{o.inspect}") { x.remainder(o) }
end
t("divmod 0") { x.divmod(0) }
t("div 0") { x.div(0) }
t("% 0") { x % 0 }
t("divmod 1/7r") { Rational(1, 3).divmod(Rational(1, 7)) }
t("7.divmod(2/3r)") { 7.divmod(Rational(2, 3)) }
t("7 % 2/3r") { 7 % Rational(2, 3) }

puts "-- coerce"
t("coerce int") { a.coerce(2) }
t("coerce float") { a.coerce(2.0) }
t("coerce rational") { a.coerce(Rational(1, 2)) }
t("coerce complex") { a.coerce(Complex(1, 2)) }
t("coerce complex real") { a.coerce(Complex(1, 0)) }
t("coerce string") { a.coerce("a") }
c = Object.new
def c.coerce(x) = [x, Rational(1, 2)]
t("via coerce") { a + c }
t("int via coerce") { 3 * c }
