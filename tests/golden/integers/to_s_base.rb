# Integer#to_s with a base, and related conversions
p 255.to_s
p 255.to_s(2)
p 255.to_s(8)
p 255.to_s(16)
p 255.to_s(36)
p -255.to_s(16)
p 0.to_s(2)
p 35.to_s(36)
p (2 ** 70).to_s(2).length
p 123.digits
p 255.digits(16)
p "ff".to_i(16)
p "777".to_i(8)
p "1010".to_i(2)
p "zz".to_i(36)
p "12abc".to_i
p "abc".to_i
p " 42 ".to_i
p "-17".to_i
p "1_000".to_i
p 65.chr
p "A".ord
p 10.inspect
p 3.to_s + "3"
begin
  10.to_s(1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
