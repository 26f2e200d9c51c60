# Conditions made of &&, || and parentheses branch on their parts: evaluation order,
# short-circuiting and the values of && / || outside conditions are unchanged.
def t(tag, v)
  print tag, " "
  v
end
[[true, true, false], [false, true, true], [nil, false, 1], [1, nil, nil]].each do |a, b, c|
  if t(:a, a) && t(:b, b) || t(:c, c)
    puts "then"
  else
    puts "else"
  end
  unless (t(:a, a) || t(:b, b)) && !t(:c, c)
    puts "unless-then"
  else
    puts "unless-else"
  end
  puts(t(:x, a) && t(:y, b) ? "tern-yes" : "tern-no")
  i = 0
  i += 1 while i < 3 && (t(:w, c) || i < 2)
  puts i
  p((a && b), (a || c), (a and c), (b or nil))
end
x = nil
y = (x || 5) if x.nil? && !false
p y
