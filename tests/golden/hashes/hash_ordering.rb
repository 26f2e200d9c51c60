# 4.0: Hash#inspect prints {b: 1}; hashes keep insertion order
h = {}
h[:b] = 1
h[:a] = 2
h[:c] = 3
p h
p h.keys
h[:b] = 10
p h
h.delete(:b)
h[:b] = 20
p h
p h.sort.to_h
p h.sort_by { |k, v| -v }.to_h
p h.min_by { |k, v| v }
p h.sort_by { |k, v| v }
merged = { z: 0, a: 0 }.merge(h)
p merged
p h.to_a.reverse.to_h
