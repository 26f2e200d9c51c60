# Allocating objects whose ivars fit in the object (vm_ivar_embedded_obj_init).
class C
  def initialize
    @a = 1
    @b = 2
    @c = 3
  end
end
i = 0
while i < 6_000_000
  C.new
  i += 1
end
p i
