# Allocating objects with more ivars than fit in the smallest slot (vm_ivar_extended_obj_init).
class C
  def initialize
    @a = 1; @b = 2; @c = 3; @d = 4; @e = 5; @f = 6; @g = 7; @h = 8; @i = 9; @j = 10
  end
end
i = 0
while i < 4_000_000
  C.new
  i += 1
end
p i
