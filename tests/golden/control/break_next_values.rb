# break and next with values in blocks and loops
r = [1, 2, 3, 4].each do |x|
  break x * 10 if x == 3
end
p r
r = [1, 2].each { |x| x }
p r
m = [1, 2, 3, 4].map do |x|
  next 0 if x.even?
  x * 100
end
p m
s = [1, 2, 3].map { |x| next if x == 2; x }
p s
f = [5, 6, 7].find { |x| break :stopped if x == 6; false }
p f
def yielder
  result = yield
  "block gave #{result.inspect}"
end
p yielder { next 7 }
p yielder { 8 }
p(yielder { break 9 })
i = 0
out = while i < 10
  i += 1
  break "found #{i}" if i * i > 20
end
p out
sum = 0
(1..10).each do |x|
  next if x % 3 != 0
  sum += x
end
p sum
attempts = 0
[1].each do |x|
  attempts += 1
  redo if attempts < 3
end
p attempts
