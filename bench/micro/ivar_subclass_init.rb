# Subclasses adding ivars after super (vm_ivar_init_subclass).
class Base
  def initialize
    @a = 1
    @b = 2
  end
end

class Sub < Base
  def initialize
    super
    @c = 3
  end
end
i = 0
while i < 6_000_000
  Sub.new
  i += 1
end
p i
