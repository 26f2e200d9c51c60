def greet(name = "world", punct = "!")
  "Hello, #{name}#{punct}"
end

def range_of(from, to = from + 10)
  "#{from}..#{to}"
end

def counter(list = [])
  list << list.size
  list
end

def mixed(a, b = 2, c = 3)
  [a, b, c]
end

puts greet
puts greet("Alice")
puts greet("Bob", "?")
puts range_of(5)
puts range_of(5, 7)
p counter
p counter
p counter([9, 9])
p mixed(1)
p mixed(1, 20)
p mixed(1, 20, 30)
