# super where there is no superclass method, or no method at all.
class A
  def m = super
  def n(*) = super(1, 2)
  def method_missing(name, *) = name == :zork ? super : :mm
end
[:m, :n, :zork].each do |x|
  begin
    A.new.send(x)
  rescue NoMethodError, RuntimeError => e
    p [x, e.class]
  end
end
pr = proc { super() }
begin
  pr.call
rescue RuntimeError, NoMethodError => e
  p e.class
end
class B < A; def m = super; end
p((B.new.m rescue $!.class))
