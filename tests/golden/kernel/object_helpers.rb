# common Object methods: tap, then, is_a?, instance_of?, respond_to?, nil?
v = [3, 1, 2].tap { |a| puts "size #{a.size}" }.sort
p v
p 5.then { |x| x * 10 }
p 5.is_a?(Integer), 5.is_a?(Numeric), 5.is_a?(Comparable), 5.is_a?(String)
p 5.kind_of?(Object)
p 5.instance_of?(Integer), 5.instance_of?(Numeric)
p "s".respond_to?(:upcase), "s".respond_to?(:nope)
p nil.nil?, 0.nil?
p 5.class, 5.class.class
p nil.class, true.class, false.class
p Integer === 5, Numeric === 5.0, String === :s
p 5.frozen?, "x".dup.frozen?, :s.frozen?, nil.frozen?
p 1.equal?(1), "a".equal?("a")
p 1.eql?(1), 1.eql?(1.0), 1 == 1.0
p [1, "a"].hash == [1, "a"].hash
p nil.to_a, nil.to_s, nil.inspect
p 5.itself
p 42.dup
d = "orig"
c = d.clone
c << "!"
p d, c
