# Kernel#Rational: argument forms, the strict string syntax, exception: false, errors.
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue => e
  puts "#{label} !! #{e.class}: #{e.message}"
end

t("int") { Rational(3) }
t("int pair") { Rational(6, 4) }
t("negative den") { Rational(4, -6) }
t("both negative") { Rational(-4, -6) }
t("zero") { Rational(0, 5) }
t("bignum") { Rational(2**70, 6) }
t("bignum den") { Rational(3, 2**65) }
t("float") { Rational(1.5) }
t("float pair") { Rational(1.5, 2) }
t("float den") { Rational(1, 2.5) }
t("rational pair") { Rational(Rational(1, 2), Rational(1, 3)) }
t("rational, 1") { Rational(Rational(1, 2), 1) }
t("complex real") { Rational(Complex(3, 0)) }
t("complex float imag") { Rational(Complex(3, 0.0)) }
t("complex den") { Rational(1, Complex(2, 1)) }
t("complex") { Rational(Complex(1, 2)) }
t("string pair") { Rational("1/3", "2") }
t("mixed") { Rational(3, "1/2") }
t("divided by 0") { Rational(1, 0) }
t("nil") { Rational(nil) }
t("nil den") { Rational(1, nil) }
t("symbol") { Rational(:a) }
t("object") { Rational(Object.new) }
t("object pair") { Rational(Object.new, 2) }
t("no args") { Rational() }
t("three args") { Rational(1, 2, 3) }
t("bad exception:") { Rational(1, exception: 3) }
t("infinity") { Rational(Float::INFINITY) }
t("nan") { Rational(Float::NAN) }

o = Object.new
def o.to_r = Rational(5, 7)
t("to_r") { Rational(o) }
t("to_r pair") { Rational(o, 2) }
t("to_r den") { Rational(2, o) }
i = Object.new
def i.to_int = 4
t("to_int") { Rational(i) }
t("to_int pair") { Rational(i, 3) }
bad = Object.new
def bad.to_r = [1]
t("bad to_r") { Rational(bad) }

puts "-- strings"
["1/3", " 2/4 ", "\n1/2\t", "1_000/3", "0.75", "1e-2", "-1.5e3/7", "+5", "-.5", "+.5e-1",
 "5.", ".5", "1.5/2.5", "1e2/3e1", "1/2_0", "1_000.000_1", "1e+",
 "1/-3", "1__0", "1_/3", "", "abc", "1e", "5.e1", "1/", "/2", "-", "1/2/3", "0b1", "12abc",
 "1.5e1.5", "_1", "1\0", "1/0"].each do |s|
  t(s.inspect) { Rational(s) }
end

puts "-- exception: false"
t("bad string") { Rational("abc", exception: false) }
t("nil") { Rational(nil, exception: false) }
t("nil pair") { Rational(nil, nil, exception: false) }
t("symbol") { Rational(:sym, exception: false) }
t("symbol pair") { Rational(:sym, :sym, exception: false) }
t("object") { Rational(Object.new, exception: false) }
t("still divides by 0") { Rational(1, 0, exception: false) }
t("good") { Rational("2/4", exception: false) }
r = Rational(1, 3)
puts r.frozen?, r.class, Rational.ancestors.take(3).inspect
t("new") { Rational.new(1, 2) }
