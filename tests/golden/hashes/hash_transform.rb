# 4.0: Hash#inspect prints {a: 10, "b" => 2}; transforming hashes
h = { a: 1, b: 2, c: 3 }
p h.transform_values { |v| v * 10 }
p h.transform_keys(&:to_s)
p h.transform_keys { |k| k.to_s.upcase.to_sym }
p h.merge({ c: 30, d: 40 })
p h.merge({ c: 30 }) { |key, old, new| old + new }
p h.invert
p h.filter_map { |k, v| [k, v * 2] if v > 1 }.to_h
p h.to_h { |k, v| [v, k] }
p h.group_by { |k, v| v.odd? }
p h.partition { |k, v| v > 1 }
p h.min_by(2) { |_, v| v }
p h.sort_by { |_, v| -v }.first
p h.sum { |_, v| v }
p h.slice(:a, :c, :zz)
p h.except(:b)
p h.compact
p({ a: nil, b: 1 }.compact)
p h.map { |k, v| [k, v + 1] }.to_h
p h.keys.zip(h.values)
p h
