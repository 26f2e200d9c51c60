# Float constants
p Float::INFINITY
p Float::NAN.nan?
p Float::EPSILON
p Float::MAX
p Float::MIN
p Float::DIG
p Float::MANT_DIG
p Float::MAX > 1e308
p 1.0 + Float::EPSILON > 1.0
p 1.0 + Float::EPSILON / 2 == 1.0
