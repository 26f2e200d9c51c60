# << mutates in place, + creates a new string
a = "foo"
b = a
a << "bar"
p a, b
p a.equal?(b)
c = a + "baz"
p c, a
p c.equal?(a)
a << "!" << "?"
p a
d = "num: "
d << 65
p d
e = "x"
e.concat("y", "z")
p e
f = "abc" * 3
p f
g = "-" * 0
p g
h = "hello"
h.replace("bye")
p h
i = "held"
i.insert(2, "ll-")
p i
j = "prefix"
j.prepend(">> ")
p j
k = "abc"
k[0] = "X"
p k
k[1..] = "yz!"
p k
k["yz"] = "YZ"
p k
s = +""
3.times { |n| s << n.to_s }
p s
begin
  "a" + 1
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p "a" + 1.to_s
