def greet(name)
  "Hello, #{name}!"
end

def add(a, b)
  a + b
end

def describe(a, b, c)
  "a=#{a} b=#{b} c=#{c}"
end

def no_params
  "nothing"
end

puts greet("Ruby")
puts add(2, 3)
puts add("foo", "bar")
p add([1], [2, 3])
puts describe(1, :two, "three")
puts no_params
puts no_params()
puts add 10, 20
x = add(add(1, 2), add(3, 4))
puts x
