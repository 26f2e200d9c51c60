module Loud
  def self.append_features(base)
    puts "append_features #{base}"
    super
  end
  def self.extend_object(obj)
    puts "extend_object #{obj.class}"
    super
  end
  def self.prepend_features(base)
    puts "prepend_features #{base}"
    super
  end
  def hi = :hi
end
class A; include Loud; end
p A.new.hi
o = Object.new; o.extend(Loud); p o.hi
class B; prepend Loud; end
p B.ancestors.first(2)
module Refuse
  def self.append_features(base) = puts("refused #{base}")
end
class C; include Refuse; end
p C.include?(Refuse)
begin; Class.new.include(3); rescue TypeError => e; p e.message; end
begin; Object.new.extend; rescue ArgumentError => e; p e.message; end
class Sw; end; class Req < Sw; end
p Sw >= Req, Sw > Req, Req >= Sw, Sw >= Sw
p A.protected_instance_methods, Class.new { protected def pr = 1 }.protected_instance_methods
