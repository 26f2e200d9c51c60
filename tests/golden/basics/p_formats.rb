# p prints inspect forms and returns its argument(s)
p 1
p -7
p 2.5
p "str"
p "quote\"inside"
p "tab\tnew\nline"
p :sym
p nil
p true
p [1, "two", :three, nil, 4.0]
p 1..5
p "a".."c"
r = p(10)
p r
r = p(1, 2)
p r
r = p
p r
p [[1, 2], [3, [4]]]
p []
