# Method call with two required arguments.
class C
  def m(a, b)
    b
  end
end
o = C.new
sum = 0
i = 0
while i < 15_000_000
  sum += o.m(i, 2)
  i += 1
end
p sum
