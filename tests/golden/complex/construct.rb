# Kernel#Complex, Complex.rectangular/polar, Complex::I, String#to_c, the i literals.
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue => e
  puts "#{label} !! #{e.class}: #{e.message}"
end

t("pair") { Complex(1, 2) }
t("one") { Complex(1) }
t("float neg zero") { Complex(1.0, -0.0) }
t("nan imag") { Complex(1, Float::NAN) }
t("infinities") { Complex(Float::INFINITY, -Float::INFINITY) }
t("rationals") { Complex(Rational(1, 2), Rational(3, 4)) }
t("rational den 1") { Complex(Rational(2, 1), 0) }
t("complex pair") { Complex(Complex(1, 2), Complex(3, 4)) }
t("complex imag") { Complex(1, Complex(0, 1)) }
t("complex real zero imag") { Complex(Complex(5, 0)) }
t("strings") { Complex("1", "2") }
t("nil") { Complex(nil) }
t("nil imag") { Complex(1, nil) }
t("symbol") { Complex(:a) }
t("object") { Complex(Object.new) }
t("string + symbol") { Complex(1, :a) }
t("no args") { Complex() }
t("three") { Complex(1, 2, 3) }
t("bad exception:") { Complex(1, exception: nil) }
o = Object.new
def o.to_c = Complex(7, 8)
t("to_c") { Complex(o) }

puts "-- strings"
["1+2i", "3i", "-i", "+i", "i", "1@2", "1/2+3/4i", "1.5e3-2.5e-1i", " 1+2i ", "1+2j", "1+2I",
 "2.5", "-3", "1/3", "1e2i", "1_000+2_0i", "abc", "1+", "1+2", "1@", "1 + 2i", "", "1+2i3"].each do |s|
  t("Complex(#{s.inspect})") { Complex(s) }
  t("#{s.inspect}.to_c") { s.to_c }
end
t("null byte") { Complex("1+2i\0") }
t("null byte to_c") { "1+2i\0".to_c }
t("zero den") { "1/0+2i".to_c }
t("utf16") { "1+2i".encode("UTF-16LE").to_c }
t("bad, exception: false") { Complex("x", exception: false) }
t("nil, exception: false") { Complex(nil, exception: false) }
t("symbol, exception: false") { Complex(:sym, exception: false) }
t("num, symbol, exception: false") { Complex(0, :sym, exception: false) }
t("symbol, num, exception: false") { Complex(:sym, 0, exception: false) }

puts "-- rect and polar"
t("rect") { Complex.rect(1, 2) }
t("rectangular 1") { Complex.rectangular(1) }
t("rect string") { Complex.rect("1") }
t("rect complex") { Complex.rect(Complex(1, 2)) }
t("rect complex zero imag") { Complex.rect(Complex(1, 0), 2) }
t("rect 3") { Complex.rect(1, 2, 3) }
t("polar pi/2") { Complex.polar(1, Math::PI / 2) }
t("polar -pi/2") { Complex.polar(3, -Math::PI / 2) }
t("polar pi") { Complex.polar(2.5, Math::PI) }
t("polar 1") { Complex.polar(2) }
t("polar 0") { Complex.polar(2, 0) }
t("polar -2") { Complex.polar(-2, 0) }
t("polar 0 abs") { Complex.polar(0, 1) }
t("polar string") { Complex.polar("1") }
t("polar 3 args") { Complex.polar(1, 2, 3) }
t("I") { Complex::I }
t("new") { Complex.new(1, 2) }
t("allocate") { Complex.allocate }
p 2i, 1.5i, 3ri, 1.5ri, -2i, 0x10i, 2i.class, 2i.frozen?
p 1 + 2i, 1.0 - 1i
