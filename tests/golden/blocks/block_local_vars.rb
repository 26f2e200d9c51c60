x = 10
y = 20
[1, 2].each do |i; x|
  x = i * 100
  y = i
end
p x
p y

total = 0
[1, 2, 3].each { |n; total| total = n }
p total

z = "outer"
1.times do
  z = "changed in block"
  w = "block only"
end
p z
p defined?(w)

v = 1
[5].each { |v| v += 1 }
p v
