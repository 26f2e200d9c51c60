# operator assignment on locals, ivars, elements and attributes
x = 5
x += 3; p x
x -= 1; p x
x *= 2; p x
x /= 3; p x
x %= 3; p x
x **= 5; p x
x <<= 2; p x
x |= 1; p x
x &= 6; p x
s = "ab"
s += "cd"; p s
s *= 2; p s
n = nil
n ||= 10; p n
n ||= 20; p n
n &&= n + 1; p n
m = nil
m &&= 99; p m
f = false
f ||= :set; p f
arr = [1, 2]
arr[0] += 10; p arr
arr[5] ||= 0; p arr
h = Hash.new(0)
h[:a] += 1; h[:a] += 1; h[:b] -= 1
p h[:a], h[:b]
@count = 1
@count += 1; p @count
class Box
  attr_accessor :v
end
b = Box.new
b.v = 1
b.v += 4; p b.v
b.v ||= 0; p b.v
