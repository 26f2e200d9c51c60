# Math module functions, constants and domain errors
p Math::PI, Math::E
p Math.sqrt(16), Math.sqrt(2), Math.cbrt(27), Math.cbrt(-8)
p Math.sin(0), Math.cos(0), Math.tan(Math::PI / 4)
p Math.atan(1), Math.atan2(1, 1), Math.atan2(-1, -1)
p Math.exp(0), Math.log(Math::E), Math.log(8, 2), Math.log(100, 10)
p Math.log2(1024), Math.log10(1000), Math.log(0)
p Math.log(10 ** 400), Math.log2(2 ** 1000), Math.log10(10 ** 400)
p Math.hypot(3, 4), Math.sinh(0), Math.cosh(0), Math.tanh(0)
p Math.asin(1), Math.acos(1), Math.acosh(1), Math.asinh(0), Math.atanh(0)
p Math.gamma(5), Math.gamma(1), Math.lgamma(3)
p Math.frexp(1234.0), Math.ldexp(0.5, 3)
p Math.erf(0), Math.erfc(0)
p Math.sqrt(4.0).class, Math.sqrt(10 ** 20)
[-> { Math.sqrt(-1) }, -> { Math.log(-1) }, -> { Math.acos(2) }, -> { Math.atanh(2) }, -> { Math.log2(-2) }, -> { Integer.sqrt(-4) }].each do |f|
  begin
    f.call
  rescue Math::DomainError => e
    puts "#{e.class}: #{e.message}"
  end
end
[-> { Math.sqrt("4") }, -> { Math.sqrt(nil) }, -> { Math.cos(:a) }].each do |f|
  begin
    f.call
  rescue TypeError => e
    puts "#{e.class}: #{e.message}"
  end
end
class Calc
  include Math
  def go = [sqrt(9), hypot(5, 12)]
end
p Calc.new.go
p Math::DomainError.superclass
