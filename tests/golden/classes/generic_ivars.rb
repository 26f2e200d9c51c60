# 4.0: Hash#inspect prints {a: 1} (3.1 printed {:a=>1})
class MyHash < Hash
  def initialize(tag)
    super()
    @tag = tag
  end
  attr_reader :tag
end
h = MyHash.new(:x)
h[:a] = 1
p h.tag, h, h.instance_variables
s = "str"
s.instance_variable_set(:@meta, 42)
p s.instance_variable_get(:@meta), s.instance_variables
t = s.dup
p t.instance_variable_get(:@meta)
a = [1]
a.instance_variable_set(:@n, "x")
GC.start
p a.instance_variable_get(:@n)
p 1.5.instance_variable_set(:@x, 1) rescue p $!
