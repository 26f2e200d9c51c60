# Method call with no arguments (opt_send_without_block, simple iseq).
class C
  def m
    1
  end
end
o = C.new
sum = 0
i = 0
while i < 20_000_000
  sum += o.m
  i += 1
end
p sum
