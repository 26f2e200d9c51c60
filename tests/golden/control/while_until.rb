# while and until loops, including do-while form
i = 0
while i < 3
  puts "while #{i}"
  i += 1
end
j = 3
until j == 0
  puts "until #{j}"
  j -= 1
end
k = 10
begin
  puts "runs once: #{k}"
  k += 1
end while k < 5
m = 0
begin
  m += 1
end until m >= 3
p m
r = while false do end
p r
n = 0
v = while true
  n += 1
  break n * 100 if n == 4
end
p v
total = 0
x = 0
while x < 10
  x += 1
  next if x.odd?
  total += x
end
p total
w = 0
w += 1 while w < 7
p w
u = 10
u -= 3 until u < 0
p u
