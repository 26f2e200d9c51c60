v = Integer("abc") rescue -1
p v
w = (1 / 0 rescue "div fail")
p w
def risky = raise("boom")
x = risky rescue "rescued #{$!.message}"
p x
y = [1, 2].fetch(10) rescue nil
p y
z = 10 rescue 0
p z
h = { a: 1 }
p((h.fetch(:b) rescue "missing"))
