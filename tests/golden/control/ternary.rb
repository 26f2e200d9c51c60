# conditional operator
def sign(n)
  n > 0 ? "positive" : n < 0 ? "negative" : "zero"
end
puts sign(5), sign(-2), sign(0)
a = 3
b = a.even? ? "even" : "odd"
puts b
p(nil ? 1 : 2)
p(0 ? 1 : 2)
c = (a > 1 ? [a] : []).size
p c
puts "#{a} item#{a == 1 ? "" : "s"}"
x = true ? false ? :tf : :t : :f
p x
