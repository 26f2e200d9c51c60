# sorting mixed types fails with ArgumentError
# 4.0: [1, 2].sum("") says "no implicit conversion of Integer into String" (3.1: "String can't be coerced into Integer")
begin
  [1, "a"].sort
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  [1, nil].max
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  [[1], ["a"]].sort
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p [[2, "b"], [1, "z"], [2, "a"]].sort
p [0.5, 1, -2].sort
p %w[b B a A].sort
p [3, 1, 2].sort.reverse
p [3, 1, 2].sort { |a, b| b <=> a }
p [3, 1, 2].max { |a, b| a <=> b }
begin
  [1, 2].first(-1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  [1, 2].sum("")
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
