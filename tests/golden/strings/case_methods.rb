# case conversion methods and their bang forms
s = "hello World"
p s.upcase
p s.downcase
p s.capitalize
p s.swapcase
p "mIxEd".capitalize
p s
t = "abc"
p t.upcase!
p t
p t.upcase!
p t.downcase!
p t.capitalize!
p t.capitalize!
p "".upcase
p "123 go!".upcase
p "été".upcase
p "ÉTÉ".downcase
p "hello"[0].upcase + "hello"[1..]
