# Setting ivars on fresh objects in different orders (vm_ivar_lazy_set).
class C
  def set_ab
    @a = 1
    @b = 2
  end

  def set_ba
    @b = 2
    @a = 1
  end
end
i = 0
while i < 3_000_000
  C.new.set_ab
  C.new.set_ba
  i += 1
end
p i
