# Method call with one required argument.
class C
  def m(a)
    a
  end
end
o = C.new
sum = 0
i = 0
while i < 20_000_000
  sum += o.m(i)
  i += 1
end
p sum
