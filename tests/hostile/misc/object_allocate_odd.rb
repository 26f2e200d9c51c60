# Builtin classes created without their initializer, used anyway.
[String, Array, Hash, Object, Exception, StandardError].each do |k|
  begin
    o = k.allocate
    o.inspect; o.to_s; o.hash; o.dup; o.frozen?
  rescue TypeError, NoMethodError, ArgumentError => e
    p [k, e.class]
  end
end
[Integer, Float, Symbol, NilClass, TrueClass, Proc, Method, Range].each do |k|
  begin
    k.allocate
  rescue TypeError, NoMethodError => e
    p [k, e.class, e.message]
  end
  begin
    k.new
  rescue TypeError, NoMethodError, ArgumentError => e
    p [k, e.class]
  end
end
