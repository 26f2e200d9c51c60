# Constant lookup on non-modules, missing constants, const_missing that recurses.
class A
  def self.const_missing(n) = const_get(n)
end
begin
  A::Nope
rescue SystemStackError, NameError => e
  p e.class
end
x = 1
begin
  x::Foo
rescue TypeError => e
  p e.message
end
begin
  Object.const_set(:lower, 1)
rescue NameError => e
  p e.message
end
begin
  Object.const_set("Ok\xff", 1)
rescue NameError, EncodingError => e
  p e.class
end
p Object.const_defined?(:String), Object.const_defined?("Nope::X") rescue p $!.class
