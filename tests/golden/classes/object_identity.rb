class Item
  attr_reader :v
  def initialize(v) = @v = v
end

a = Item.new(1)
b = Item.new(1)
c = a
p a == b
p a == c
p a.equal?(c)
p a.equal?(b)
p a.eql?(c)
p a.hash == c.hash
p a != b
p a.nil?
p nil.nil?
p 1 == 1.0
p 1.eql?(1.0)
p 1.equal?(1)
p "a" == "a"
p "a".equal?("a")
p :a.equal?(:a)
p a.kind_of?(Item)
p a.instance_of?(Object)
p Item === a
p a.then { |x| x.v + 1 }
p a.tap { |x| puts "tapped #{x.v}" }.v
