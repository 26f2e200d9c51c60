# if / elsif / else, including its value
def classify(n)
  if n < 0
    "negative"
  elsif n == 0
    "zero"
  elsif n < 10
    "small"
  else
    "large"
  end
end
[-5, 0, 7, 100].each { |n| puts "#{n}: #{classify(n)}" }
x = if true then :then_form end
p x
y = if false
  1
end
p y
z = if nil then 1 else 2 end
p z
v = 5
result = if v > 3
  "big"
else
  "small"
end
puts result
if v == 5 then puts "one-line then" end
if v.even?
  puts "even"
elsif v.odd?
  puts "odd"
end
