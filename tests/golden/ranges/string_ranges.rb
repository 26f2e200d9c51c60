# ranges of strings iterate with String#succ
p ('a'..'e').to_a
p ('a'...'e').to_a
p ('A'..'C').map(&:downcase)
p ('aa'..'ad').to_a
p ('y'..'ab').to_a
p ('1'..'10').to_a
p ('a'..'e').include?('c')
p ('a'..'e').include?('cc')
p ('a'..'e').cover?('cc')
p ('a'..'e') === 'd'
p ('a'..'z').count
p ('a'..'e').first(2)
p ('e'..'a').to_a
r = 'a'..'c'
r.each { |s| print s.upcase }
puts
p r.min, r.max
p r.size
