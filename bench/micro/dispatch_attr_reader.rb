# attr_reader calls alone in a loop (vm_call_ivar).
class C
  attr_reader :x

  def initialize
    @x = 1
  end
end
o = C.new
sum = 0
i = 0
while i < 25_000_000
  sum += o.x
  i += 1
end
p sum
