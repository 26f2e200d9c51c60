# 4.0: Hash#inspect prints {a: 1}; converting to and from hashes
h = { a: 1, b: 2 }
p h.to_a
p h.to_a.to_h
p [[:x, 1], [:y, 2]].to_h
p %w[a b].zip([1, 2]).to_h
p Hash[[[:k, :v]]]
p %w[a bb ccc].to_h { |s| [s, s.size] }
p %w[a bb].each_with_object({}) { |s, acc| acc[s.to_sym] = s.size }
p Array(h)
p h.to_h.equal?(h)
p h.to_s
p h.inspect
p h.keys.map(&:to_s)
p h.sum { |k, v| v }
p h.map { |k, v| v }.max
p [[:a, 1], [:a, 2]].to_h
begin
  [[1, 2, 3]].to_h
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
