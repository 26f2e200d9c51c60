# 4.0: Hash#inspect prints {a: 1}; in-place modification
h = { a: 1 }
h.store(:b, 2)
h[:c] = 3
p h
p h.delete(:a)
p h.delete(:a) { |k| "#{k} not found" }
h.update(d: 4)
p h
h.merge!({ b: 20 }) { |_, old, new| old + new }
p h
h.delete_if { |k, v| v > 20 }
p h
h.keep_if { |k, v| k != :c }
p h
h.select! { |k, v| true }
p h
p h.reject! { |k, v| false }
h.transform_values!(&:to_s)
p h
h.clear
p h
p h.shift
h[:x] = 1
h[:y] = 2
p h.shift
p h
k = "key"
g = { k => 1 }
k << "!"
p g
p g.keys.first.frozen?
