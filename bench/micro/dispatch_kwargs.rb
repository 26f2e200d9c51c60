# Keyword arguments: required and optional keywords, passed and defaulted.
class C
  def m(a:, b: 2)
    a + b
  end
end
o = C.new
sum = 0
i = 0
while i < 5_000_000
  sum += o.m(a: 1) + o.m(a: 1, b: 5)
  i += 1
end
p sum
