# define_method / send / public_send with hostile names and arities.
class K; end
["", "a b", "\xff", :"", :"=", :"[]=", 1, nil].each do |n|
  begin
    K.define_method(n) { 1 }
    K.new.send(n)
  rescue TypeError, NameError, ArgumentError, EncodingError => e
    p [n.class, e.class]
  end
end
begin
  1.send
rescue ArgumentError => e
  p e.message
end
[nil, 1, [], "no_such"].each do |n|
  begin
    1.public_send(n)
  rescue TypeError, NoMethodError => e
    p e.class
  end
end
p 1.send(:+, 2), 1.__send__(:itself)
