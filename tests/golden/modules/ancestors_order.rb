module A; end
module B; end
module C
  include A
end

class Base
  include A
end

class Child < Base
  include B
  include C
end

p Base.ancestors.take(3)
p Child.ancestors.take(5)
p Child.ancestors.include?(Kernel)
p Child.ancestors.last
p Child.include?(A)
p Child.ancestors.index(B) < Child.ancestors.index(C)

class Multi
  include A, B
end
p Multi.ancestors.take(3)

class Twice
  include A
  include A
end
p Twice.ancestors.take(3)
p C.ancestors
p Comparable.ancestors
p Integer.ancestors.include?(Comparable)
