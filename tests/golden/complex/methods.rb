# Complex accessors, comparison, conversion, text forms, the methods it lacks, Math.sqrt.
def t(label)
  r = yield
  puts "#{label} => #{r.inspect}"
rescue => e
  puts "#{label} !! #{e.class}: #{e.message}"
end

w = Complex(3, 4)
t("abs") { w.abs }
t("magnitude") { w.magnitude }
t("abs float") { Complex(3.0, 4).abs }
t("abs axis") { [Complex(0, 5).abs, Complex(-5, 0).abs, Complex(0.0, -5).abs, Complex(-5, 0.0).abs] }
t("abs rational") { Complex(Rational(3, 1), 4).abs }
t("abs2") { [w.abs2, Complex(3.0, 4).abs2, Complex(Rational(1, 2), 1).abs2] }
t("arg") { [Complex(-1, 0).arg, Complex(-1, -0.0).arg, Complex(0, 0).arg, Complex(0, 1).arg] }
t("polar") { Complex(0, 2).polar }
t("rect") { [w.rect, w.rectangular] }
t("real/imag") { [w.real, w.imaginary, w.imag] }
t("== same") { w == Complex(3, 4) }
t("== real") { Complex(3, 0) == 3 }
t("== float") { Complex(3, 0) == 3.0 }
t("== float parts") { Complex(1.5, 2) == Complex(1.5, 2.0) }
t("== str") { w == "a" }
t("int == c") { 1 == Complex(1, 0) }
t("<=> real") { Complex(3, 0) <=> Complex(4, 0) }
t("<=> int") { Complex(3, 0) <=> 2 }
t("<=> float imag 0") { Complex(3, 0.0) <=> 2 }
t("<=> not real") { Complex(3, 1) <=> 2 }
t("<=> other not real") { Complex(3, 0) <=> Complex(1, 1) }
t("<=> str") { Complex(3, 0) <=> "a" }
t("int <=> c") { [1 <=> Complex(1, 0), 1 <=> Complex(1, 1)] }
t("coerce int") { w.coerce(1) }
t("coerce complex") { w.coerce(Complex(1, 1)) }
t("coerce rational") { w.coerce(Rational(1, 2)) }
t("coerce str") { w.coerce("a") }
t("finite?") { [w.finite?, Complex(1, Float::INFINITY).finite?, Complex(Float::NAN, 1).finite?] }
t("infinite?") { [w.infinite?, Complex(1, -Float::INFINITY).infinite?] }
t("real?") { w.real? }
t("eql?") { [w.eql?(Complex(3, 4)), w.eql?(Complex(3.0, 4)), Complex(3, 0).eql?(3)] }
t("hash") { [w.hash == Complex(3, 4).hash, { w => 1 }[Complex(3, 4)]] }
t("numerator") { [w.numerator, Complex(Rational(1, 2), Rational(1, 3)).numerator] }
t("denominator") { [w.denominator, Complex(Rational(1, 2), Rational(1, 3)).denominator] }
t("frozen?") { w.frozen? }

puts "-- conversions"
[Complex(3, 0), Complex(3, 4), Complex(3, 0.0), Complex(3.5, 0), Complex(Rational(7, 2), 0)].each do |c|
  %i[to_i to_f to_r rationalize to_c].each do |m|
    t("#{c.inspect}.#{m}") { c.send(m) }
  end
end
t("rationalize eps") { Complex(0.3, 0).rationalize(Rational(1, 10)) }
t("rationalize 2 args") { Complex(1, 0).rationalize(1, 2) }

puts "-- text"
[Complex(1, 2), Complex(1, -2), Complex(1.0, -0.0), Complex(-0.0, 0.0), Complex(Float::NAN, Float::NAN),
 Complex(Float::NAN, -Float::NAN), Complex(1, -Float::INFINITY), Complex(Float::INFINITY, 1),
 Complex(Rational(1, 2), Rational(-3, 4)), Complex(2**70, -2**70), Complex(1e20, 1e-20)].each do |c|
  puts "#{c.to_s} | #{c.inspect} | #{"%s" % c}"
end

puts "-- what Complex lacks"
%i[< <= > >= between? clamp div divmod floor ceil modulo % remainder round step truncate i positive? negative?].each do |m|
  puts "#{m}: #{Complex(1, 2).respond_to?(m)}"
end
t("<") { Complex(1, 2) < Complex(2, 3) }
t("floor") { Complex(1, 2).floor }

puts "-- Math"
t("sqrt 4+0i") { Math.sqrt(Complex(4, 0)) }
t("sqrt -4+0i") { Math.sqrt(Complex(-4, 0)) }
t("sqrt 3+4i") { Math.sqrt(Complex(3, 4)) }
t("sqrt 3-4i") { Math.sqrt(Complex(3, -4)) }
t("sin real complex") { Math.sin(Complex(0, 0)) }
t("sin complex") { Math.sin(Complex(1, 2)) }
t("log complex") { Math.log(Complex(1, 2)) }
t("sqrt rational") { Math.sqrt(Rational(9, 4)) }
t("sqrt -1r") { Math.sqrt(-1r) }
