# Class-level instance variables (vm_ivar_of_class_get/set).
class C
  @count = 0
  def self.bump
    @count += 1
  end

  def self.count = @count
end
i = 0
while i < 12_000_000
  C.bump
  i += 1
end
p C.count
