# Float#to_s switches to exponent form for very large or small values
p 1.0e20
p 1e16
p 1e15
p 123456789012345.0
p 1234567890123456.0
p 12345678901234567.0
p 0.0001
p 0.00001
p 0.000123
p 1.0e-10
p 0.1 + 0.2
p 1.1 * 3
p 2.0 / 3
p 1e100
p -1.5e-7
p 5e-324
p 1.7976931348623157e308
puts 1e20
puts 2.5e-5
puts 1.0
puts 10.0 ** 15
puts 10.0 ** 16
