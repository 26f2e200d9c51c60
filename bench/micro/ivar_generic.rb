# Instance variables on a String (generic ivars: vm_ivar_generic_get/set).
s = +"generic"
s.instance_variable_set(:@v, 0)
class String
  def bump
    @v += 1
  end
end
i = 0
while i < 15_000_000
  s.bump
  i += 1
end
p s.instance_variable_get(:@v)
