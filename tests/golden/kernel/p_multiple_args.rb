# p with several arguments prints each and returns them as an array
r = p 1, "two", :three
p r
r = p(nil)
p r
r = p([])
p r
r = p
p r
y = p(3) * 2
p y
a = [p(:first), p(:second)]
p a
p "a", ["b"], nil
s = "same"
p p(s).equal?(s)
