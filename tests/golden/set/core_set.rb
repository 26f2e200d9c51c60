# Set::CoreSet: a subclass of it gets core Set's behaviour (`Sub[1, 2]`), while a direct subclass
# of Set includes Set::SubclassCompatible (CRuby's set/subclass_compatible.rb), which makes it
# behave as subclasses of Ruby 3's Set did: its methods go through the subclass's overrides.
p Set::CoreSet, Set::CoreSet.superclass, Set::CoreSet.instance_methods(false)
class Compat < Set; end
class Core < Set::CoreSet; end
p Compat.ancestors.take(3), Core.ancestors.take(3)
p Compat[1, 2], Core[1, 2], Core.new([3]).to_s, Compat.new([3]).to_s
p Compat[1, 2].inspect, Core[Core[1]].inspect
s = Core[1]
s << s
p s
c = Compat[1]
c << c
p c

class Logged < Set
  def add(x)
    (@added ||= []) << x
    super
  end
  attr_reader :added
end
l = Logged.new([1, 2])
p l, l.added
l.merge([3])
p l.added
class LoggedCore < Set::CoreSet
  def add(x)
    (@added ||= []) << x
    super
  end
  attr_reader :added
end
lc = LoggedCore.new([1, 2])
p lc, lc.added
p Compat[1, 2].to_set.class, Core[1].to_set.class, Compat[1] == Set[1], Core[1] == Set[1]
p Compat[1, [2]].flatten.class, (Compat[1] | [2]).class, (Core[1] | [2]).class
