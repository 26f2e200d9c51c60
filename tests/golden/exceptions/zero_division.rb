begin
  10 / 0
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
begin
  10 % 0
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
begin
  10.divmod(0)
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
begin
  (2**100) / 0
rescue ZeroDivisionError => e
  puts "#{e.class}: #{e.message}"
end
p 10.0 / 0
p -10.0 / 0
p (0.0 / 0).nan?
p 10.fdiv(0)
