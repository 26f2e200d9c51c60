# ObjectSpace queries on odd arguments.
p ObjectSpace.respond_to?(:each_object)
[nil, 1, "x", Object.new, [1, 2]].each do |o|
  begin
    ObjectSpace.memsize_of(o)
  rescue => e
    p e.class
  end
end
begin
  ObjectSpace.each_object(Class) { |c| break c }
rescue NotImplementedError, NoMethodError => e
  p e.class
end
p :done
