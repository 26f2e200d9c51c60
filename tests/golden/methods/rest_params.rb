def collect(*items)
  items
end

def first_and_rest(first, *rest)
  "first=#{first.inspect} rest=#{rest.inspect}"
end

def total(*nums)
  nums.sum
end

def opt_and_rest(a, b = :b, *rest)
  [a, b, rest]
end

p collect
p collect(1)
p collect(1, "two", :three)
puts first_and_rest(1)
puts first_and_rest(1, 2, 3)
puts total
puts total(1, 2, 3, 4)
args = [5, 6, 7]
puts total(*args)
puts total(1, *args, 100)
p opt_and_rest(1)
p opt_and_rest(1, 2)
p opt_and_rest(1, 2, 3, 4)
p collect(*"abc".chars)
p collect([1, 2])
