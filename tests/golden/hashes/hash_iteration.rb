# 4.0: Hash#inspect prints {a: 1}; iterating over hashes
h = { a: 1, b: 2, c: 3 }
h.each { |k, v| puts "#{k}=#{v}" }
h.each_pair { |k, v| print k, v, " " }
puts
h.each { |pair| p pair }
h.each_with_index { |(k, v), i| puts "#{i}: #{k} #{v}" }
h.each_key { |k| print k }
puts
h.each_value { |v| print v }
puts
p h.map { |k, v| "#{k}#{v}" }
p h.select { |k, v| v > 1 }
p h.reject { |k, v| v > 1 }
p h.filter_map { |k, v| k if v.odd? }
p h.find { |k, v| v == 2 }
p h.count { |k, v| v.odd? }
p h.any? { |k, v| v > 2 }
p h.all? { |k, v| v > 0 }
p h.sum { |k, v| v }
p h.min_by { |k, v| -v }
p h.max_by { |k, v| -v }
p h.sort_by { |k, v| -v }
p h.each_with_object({}) { |(k, v), acc| acc[v] = k }
p h.inject(0) { |s, (k, v)| s + v }
r = h.each { }
p r.equal?(h)
