# float division, modulo and divmod
p 7.5 / 2
p 7.5 % 2
p -7.5 % 2
p 7.5 % -2
p 7.5.divmod(2)
p -7.5.divmod(2)
p 7.5.modulo(2)
p 7.5.remainder(-2)
p -7.5.remainder(2)
p 10.0.div(3)
p 10.0.fdiv(4)
p 1.0 % 0.3
p 6.0 / 4.0
p 6 / 4.0
p 1.0 / 0
p -1.0 / 0
p (0.0 / 0).nan?
begin
  1.0.divmod(0)
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
begin
  1.0.div(0)
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
