# Symbol#inspect quoting for operators, suffixes, variables and odd names
names = ["a", "A", "_a", "a1", "1a", "a?", "a!", "a=", "A?", "a?b", "a=b", "@a", "@@a", "$a", "@a?",
         "@", "@@", "$", "$1", "$-w", "$!", "$~", "$-", "$12", "$0", "+", "**", "==", "===", "!=", "!~",
         "=~", "<=>", "<<", "[]", "[]=", "!", "~", "+@", "-@", "`", "", " ", "a b", "é", "日本", "a-b",
         "foo\nbar", "\"", "=", "[]?", "a==", "nil", "self", "Foo::Bar", "9", "\u0000", "@1", "a?=", "+=", "->"]
names.each { |n| puts n.to_sym.inspect }
p :abc.size, :"日本".length, :abc[1], :abc[0, 2], :abc.succ, :az.next
p :abc <=> :abd, :abc <=> "abc", :a.casecmp(:A), :a.casecmp?(:A), :a.casecmp("a")
p :abc.encoding, :"日本".encoding
p :a.name.frozen?, :a.to_s.frozen?, :a.name.equal?(:a.name)
p :Abc.downcase, :abc.upcase, :abc.capitalize, :aBc.swapcase
p :abc.start_with?("a", "b"), :abc.end_with?("bc"), :"".empty?
