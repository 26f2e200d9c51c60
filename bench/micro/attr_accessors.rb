# attr_reader and attr_writer calls (vm_attr_ivar / vm_attr_ivar_set).
class C
  attr_reader :x
  attr_writer :x

  def initialize
    @x = 0
  end
end
o = C.new
i = 0
while i < 16_000_000
  o.x = o.x + 1
  i += 1
end
p o.x
