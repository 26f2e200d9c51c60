# Calls answered by method_missing (undefined method name, one argument).
class C
  def method_missing(name, a)
    a + 1
  end

  def respond_to_missing?(name, include_private = false)
    true
  end
end
o = C.new
sum = 0
i = 0
while i < 8_000_000
  sum += o.foo(i)
  i += 1
end
p sum
