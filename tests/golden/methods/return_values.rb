def implicit
  1
  2
  3
end

def explicit(x)
  return "negative" if x < 0
  "non-negative"
end

def multi
  return 1, [2, 3], "four"
end

def bare
  return
end

def from_loop(list)
  list.each do |x|
    return x if x > 10
  end
  :none
end

def if_value(flag)
  if flag
    "yes"
  end
end

p implicit
p explicit(-1)
p explicit(1)
p multi
a, (b, c), d = multi
p [a, b, c, d]
p bare
p from_loop([1, 20, 30])
p from_loop([1, 2])
p if_value(true)
p if_value(false)
p(def defined_name; end)
