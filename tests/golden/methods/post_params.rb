def ends(first, *middle, last)
  [first, middle, last]
end

def tail(*init, last)
  "init=#{init.inspect} last=#{last.inspect}"
end

def full(a, b = :default_b, *rest, y, z)
  [a, b, rest, y, z]
end

def opt_post(a, b = :opt, c)
  [a, b, c]
end

p ends(1, 2)
p ends(1, 2, 3)
p ends(1, 2, 3, 4, 5)
puts tail(1)
puts tail(1, 2, 3)
p full(1, 2, 3)
p full(1, 2, 3, 4)
p full(1, 2, 3, 4, 5, 6)
p opt_post(1, 2)
p opt_post(1, 2, 3)
