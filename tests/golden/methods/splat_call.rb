# 4.0: Hash#inspect prints symbol keys as `key: value`
def show(a, b, c)
  "a=#{a} b=#{b} c=#{c}"
end

def kw(x:, y: 0)
  "x=#{x} y=#{y}"
end

def anything(*args, **kwargs)
  [args, kwargs]
end

arr = [1, 2, 3]
puts show(*arr)
puts show(0, *[8, 9])
puts show(*[1], *[2], 3)
h = { x: 5 }
puts kw(**h)
puts kw(**h, y: 6)
p anything(*arr, **h)
p anything
p anything(1, { "k" => 2 })
first, *rest = arr
p first
p rest
*init, last = arr
p init
p last
a, b = 1, 2
a, b = b, a
p [a, b]
