# String#to_r (longest prefix), nil/Integer/Float to_r and rationalize, and the r literals.
["1/3", "  2/4 ", "1/3abc", " 0x10", "1.2.3", "-3/-4", "1_/3", "3/4e2", "  -1.5/2", "1__0",
 "1e", "5.e1", "1/", "/2", "-", "1/2/3", "abc", "", "1/_2", "1e-0400".size.to_s, "1\0002",
 "０１"].each do |s|
  puts "#{s.inspect}.to_r = #{s.to_r.inspect}"
end
begin
  "1/0".to_r
rescue ZeroDivisionError => e
  puts "1/0: #{e.message}"
end
puts "1e-0400".to_r.denominator.to_s.size

p 3r, -3r, 1.5r, 0x10r, 0b11r, 1_000r, 0.125r
p 3r.class, 3r.frozen?, (1.5r).numerator

p nil.to_r, nil.rationalize, nil.rationalize(0.1)
p 3.to_r, (2**70).to_r, -4.rationalize, 4.rationalize(0.5)
p 1.0.to_r, 0.1.to_r, -0.25.to_r, 1e20.to_r, 1e-3.to_r, 5e-324.to_r.denominator.bit_length
p 0.1.rationalize, 0.333.rationalize, -0.25.rationalize, 3.14159.rationalize(0.001)
p 0.333.rationalize(Rational(1, 100)), 1.5.rationalize(2), 0.3.rationalize(1)
p Rational(1, 3).rationalize(Rational(1, 10)), Rational(-1, 3).rationalize(Rational(1, 10))
p Rational(1, 3).rationalize, Rational(333, 1000).rationalize(0.01)
[Float::NAN, Float::INFINITY, -Float::INFINITY].each do |f|
  begin
    f.to_r
  rescue FloatDomainError => e
    puts "#{f}.to_r: #{e.message}"
  end
  begin
    f.rationalize(0.1)
  rescue FloatDomainError => e
    puts "#{f}.rationalize: #{e.message}"
  end
end
begin
  1.rationalize(1, 2)
rescue ArgumentError => e
  puts e.message
end
p 1.numerator, 1.denominator, 0.5.numerator, 0.5.denominator, 0.1.denominator
p Float::NAN.denominator, Float::INFINITY.numerator, -2.5.numerator
p 1.quo(2), 1.quo(2.0), 6.quo(3), (2**70).quo(2**71), 1.0.quo(4)
begin
  1.quo(0)
rescue ZeroDivisionError => e
  puts "quo: #{e.message}"
end
