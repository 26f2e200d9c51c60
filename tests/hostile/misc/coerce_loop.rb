# coerce that returns its operands swapped, or raises, or returns garbage.
class Loop
  def coerce(other) = [self, other]
  def +(o) = 1 + self
end
class Bad
  def coerce(other) = 5
end
class Raises
  def coerce(other) = raise(TypeError, "nope")
end
[Loop, Bad, Raises].each do |k|
  [:+, :-, :*, :/, :<=>, :<, :==, :**, :%].each do |op|
    begin
      1.send(op, k.new)
    rescue SystemStackError, StandardError => e
      p [k, op, e.class]
    end
    begin
      1.5.send(op, k.new)
    rescue SystemStackError, StandardError => e
      p [k, op, e.class]
    end
  end
end
