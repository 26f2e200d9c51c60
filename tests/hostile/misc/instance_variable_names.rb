# instance_variable_get/set/defined? and const_get with invalid names.
o = Object.new
["a", "@", "@1", "@@a", "", "\xff", :"@ok", "@ok", 1, nil, "@a b"].each do |n|
  begin
    o.instance_variable_set(n, 1)
    o.instance_variable_get(n)
    o.instance_variable_defined?(n)
  rescue NameError, TypeError, EncodingError => e
    p [n, e.class]
  end
end
["foo", "", "Foo::", "::Object", "A::B::C", "Object::Kernel", "\xff", 1, "Foo Bar"].each do |n|
  begin
    Object.const_get(n)
  rescue NameError, TypeError, EncodingError => e
    p [n, e.class]
  end
end
p o.instance_variables
