# Optional arguments: the same method called with and without them.
class C
  def m(a, b = 2, c = 3)
    a + b + c
  end
end
o = C.new
sum = 0
i = 0
while i < 5_000_000
  sum += o.m(1) + o.m(1, 5) + o.m(1, 5, 7)
  i += 1
end
p sum
