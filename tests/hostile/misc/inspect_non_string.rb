# inspect returning non-strings, nil, or raising.
class A; def inspect; 42; end; end
class B; def inspect; nil; end; end
class C; def inspect; raise ArgumentError, "no"; end; end
class D; def inspect; self; end; end
[A, B, D].each do |k|
  begin
    p [k.new].inspect.class
    p k.new
    p({k: k.new}.to_s.class)
  rescue => e
    p e.class
  end
end
begin
  p [C.new]
rescue => e
  p e.message
end
