# 4.0: NoMethodError says "for an instance of Symbol"
begin
  :a + :b
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
begin
  :abc << "d"
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
end
begin
  :a < 1
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  "".to_sym.upcase.no_method
rescue NoMethodError => e
  puts "#{e.class}: #{e.message}"
  p e.name
end
p :a.respond_to?(:upcase)
p :a.respond_to?(:gsub)
