# 4.0: Hash#inspect prints symbol keys as `key: value` and other keys as `key => value`
h = {}
500.times { |i| h["key#{i}"] = { index: i, name: "item #{i}", tags: [i.to_s, (i * 2).to_s] } }
GC.start
p h.size
p h["key0"]
p h["key499"][:tags]
p h.values.sum { |v| v[:index] }
h = h.reject { |k, v| v[:index].odd? }
GC.start
p h.size
p h["key10"][:name]
p h.key?("key11")
nested = { a: { b: { c: [1, { d: "deep" }] } } }
GC.start
p nested.dig(:a, :b, :c, 1, :d)
p nested
