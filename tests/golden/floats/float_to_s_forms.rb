# Float#to_s switches to exponent form like CRuby
[1.0e20, 1.0e-5, 100.0, 1.23456789012e+15, -0.0, 1e15, 1e16, 123456789012345.6, 1234567890123456.7,
 9007199254740993.0, 0.0001, 0.00012345, 1e-4, 1.5e-7, 5e-324, 1.7976931348623157e308, 1e100,
 12345678.9, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100.0 / 3, 1e22, 1e23, 4.35, 0.57 * 100, 1.1 * 1.1].each do |f|
  puts f.to_s
end
p 1.0e20, -1.0e-5, 2.5e-5
p Float::INFINITY.to_s, (-Float::INFINITY).to_s, Float::NAN.to_s
p 1e2.to_i, 1e20.to_i, -1.5e3.to_i, 3.99.to_i, 1e19.floor, 12.5.ceil
