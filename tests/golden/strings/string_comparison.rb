# equality, ordering and case-insensitive comparison
p "abc" == "abc"
p "abc" == "ABC"
p "abc".eql?("abc")
p "abc".equal?("abc")
p "a" <=> "b"
p "b" <=> "a"
p "a" <=> "a"
p "abc" <=> "ab"
p "Z" <=> "a"
p "a" <=> 1
p "a" < "b"
p "apple" > "Apple"
p "abc".casecmp("ABC")
p "abc".casecmp?("ABC")
p "abc".casecmp?("abd")
p %w[pear Apple banana apple].sort
p %w[pear Apple banana apple].sort_by { |w| [w.downcase, w] }
p %w[bb a ccc].max
p %w[bb a ccc].max_by(&:length)
p "abc".between?("abb", "abd")
p "a" == :a
p "1" == 1
