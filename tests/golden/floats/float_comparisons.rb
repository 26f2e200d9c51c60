# comparing floats with floats and integers
p 0.1 + 0.2 == 0.3
p ((0.1 + 0.2) - 0.3).abs < Float::EPSILON
p 1.0 == 1
p 1.0.eql?(1)
p 1.0.eql?(1.0)
p 2.5 <=> 2
p 2 <=> 2.5
p 2.0 <=> 2
p 1.5 <=> "x"
p -0.0 == 0.0
p 1.5.between?(1, 2)
p 3.7.clamp(1.0, 3.5)
p [2.5, 1, 3, -0.5].sort
p [2.5, 1, 3].max
p [2.5, 1, 3].min
p 1.0.hash == 1.0.hash
p 1e20 == 10 ** 20
p 2 ** 53 + 1 == (2 ** 53 + 1).to_f
p 0.1 < 0.10000000000000001
p 3.0 > 2
begin
  1.5 < "2"
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
