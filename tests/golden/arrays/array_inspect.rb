# how arrays print with p, puts, inspect and to_s
a = [1, "two", :three, nil, true, 4.5, [6, [7]]]
p a
puts a.inspect
puts a.to_s
puts "#{a}"
print a, "\n"
puts [1, [2, [3]]]
puts ["with \"quotes\"", 'single']
p ["with \"quotes\"", "tab\t"]
r = [1, 2]
r << r
p r
puts r.to_s
p [[], [[]], [{}]]
p Array.new(2) { [] }
p ["é", "日本"]
p [1.0, 2.50, 1e20, -0.0]
p [1..2, "a"..."c"]
