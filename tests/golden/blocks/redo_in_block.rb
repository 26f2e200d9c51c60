attempts = Hash.new(0)
results = []
[1, 2, 3].each do |x|
  attempts[x] += 1
  if x == 2 && attempts[x] < 3
    results << "retry #{x}"
    redo
  end
  results << "done #{x}"
end
puts results
p attempts[2]

count = 0
out = []
%w[a b].each do |s|
  count += 1
  out << "#{s}#{count}"
  redo if count == 1
end
p out
