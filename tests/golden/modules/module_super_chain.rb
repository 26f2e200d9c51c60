module A
  def chain = ["A"] + (defined?(super) ? super : [])
end

module B
  def chain = ["B"] + super
end

class Root
  def chain = ["Root"]
end

class Leaf < Root
  include A
  include B
  def chain = ["Leaf"] + super
end

p Leaf.new.chain
p Leaf.ancestors.take(5)

class Alone
  include A
end
p Alone.new.chain

module Counter
  def initialize(*args)
    @count = args.size
    super()
  end
  def count = @count
end

class Named
  include Counter
  attr_reader :name
  def initialize(name)
    super
    @name = name
  end
end
n = Named.new("x")
p [n.name, n.count]
