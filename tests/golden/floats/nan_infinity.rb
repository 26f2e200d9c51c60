# NaN and Infinity values
inf = Float::INFINITY
nan = Float::NAN
p inf
p -inf
p nan
puts inf, -inf, nan
p inf.infinite?, (-inf).infinite?, 1.0.infinite?
p nan.nan?, 1.0.nan?
p inf.finite?, 1.0.finite?, nan.finite?
p inf > 10 ** 100
p -inf < -(10 ** 100)
p inf == inf
p nan == nan
p nan.equal?(nan)
p nan > 1, nan < 1
p (nan <=> 1)
p inf + 1
p inf - inf
p inf * 0
p 0.0 / 0.0
p 1 / inf
p [1.0, inf, -inf].max
p [3.0, -inf].min
p inf.to_s
p "#{-inf}"
begin
  inf.to_i
rescue FloatDomainError => e
  puts "#{e.class}: #{e.message}"
end
begin
  nan.round
rescue FloatDomainError => e
  puts "#{e.class}: #{e.message}"
end
