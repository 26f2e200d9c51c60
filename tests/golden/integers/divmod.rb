# divmod returns [quotient, modulus] with floor semantics
p 17.divmod(5)
p -17.divmod(5)
p 17.divmod(-5)
p -17.divmod(-5)
p 0.divmod(3)
p 10.divmod(2.5)
p 7.5.divmod(2)
q, r = 100.divmod(7)
puts "q=#{q} r=#{r}"
p q * 7 + r
seconds = 3725
m, s = seconds.divmod(60)
h, m = m.divmod(60)
puts format("%02d:%02d:%02d", h, m, s)
begin
  5.divmod(0)
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
