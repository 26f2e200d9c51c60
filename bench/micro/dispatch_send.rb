# send(:m, x): dynamic dispatch through Kernel#send with a literal symbol.
class C
  def m(a)
    a
  end
end
o = C.new
sum = 0
i = 0
while i < 7_000_000
  sum += o.send(:m, i)
  i += 1
end
p sum
