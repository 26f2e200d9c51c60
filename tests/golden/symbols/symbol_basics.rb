# symbols are unique, immutable names
a = :ruby
b = :ruby
p a == b
p a.equal?(b)
p "ruby".to_sym.equal?(a)
p a.to_s
p a.to_sym
p a.length
p a.size
p a.frozen?
p a.class
p Symbol.ancestors.include?(Comparable)
p :abc <=> :abd
p :b > :a
p :a.succ
p :"".empty?
p :abc.hash == :abc.hash
p %i[a b c].include?(:b)
