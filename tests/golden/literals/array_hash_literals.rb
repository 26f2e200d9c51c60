# 4.0: Hash#inspect prints {a: 1, "b" => 2}
p [1, [2, [3, []]], "s", :sym, nil, true, 1.5]
p [1, 2, 3,]
p Array.new(3)
p Array.new(2, :x)
p({a: 1, b: 2})
p({"str" => 1, 2 => "two", nil => nil})
p({"quoted": 1})
p({:sym => 1, key: 2})
x = 1
y = 2
p({x:, y:})
p({a: {b: {c: 1}}})
p({})
p([{}])
h = {
  one: 1,
  two: 2,
}
p h
p h.class
p [1, 2] + [3]
p({1.5 => :float, [1] => :array})
