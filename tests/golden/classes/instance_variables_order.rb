class Thing
  def initialize
    @zeta = 1
    @alpha = 2
  end

  def add_more
    @middle = 3
    @alpha = 20
  end
end

t = Thing.new
p t.instance_variables
t.add_more
p t.instance_variables
t.instance_variable_set(:@extra, 4)
p t.instance_variables
p t.instance_variable_get(:@alpha)
p Object.new.instance_variables

class Lazy
  def set_b = @b = 1
  def set_a = @a = 2
end
l = Lazy.new
l.set_b
l.set_a
p l.instance_variables
