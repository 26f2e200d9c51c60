class Box
  def initialize
    @value = nil
  end

  def value=(v)
    @value = v
    :ignored_return
  end

  def value
    @value
  end

  def empty?
    @value.nil?
  end

  def clear!
    @value = nil
    self
  end
end

b = Box.new
p b.empty?
r = (b.value = 42)
p r
p b.value
p b.empty?
p b.send(:value=, 7)
p b.value
b.value += 1
p b.value
p b.clear!.empty?
