class Counter
  @count = 0

  def self.increment
    @count += 1
  end

  def self.count
    @count
  end

  def self.create(*args)
    increment
    new(*args)
  end

  def initialize(label = "c")
    @label = label
  end

  def label = @label
end

Counter.create("a")
Counter.create("b")
p Counter.count
c = Counter.create
p c.label
p Counter.count
p Counter.respond_to?(:create)
p c.respond_to?(:create)

class Sub < Counter
  @count = 100
end
Sub.create
p Sub.count
p Counter.count
