# 4.0: Hash#inspect prints {a: 1, "b" => 2}
h = { a: 1, "b" => 2, 3 => :c }
p h
p h[:a], h["b"], h[3], h[:missing]
h[:d] = 4
p h
p h.size, h.length
p h.empty?, {}.empty?
p h.key?(:a), h.key?(:zz)
p h.has_key?("b"), h.include?(3), h.member?(:d)
p h.value?(4), h.has_value?(99)
p h.keys
p h.values
p h.delete("b")
p h.delete(:nope)
p h
p h.key(4)
p h.to_a
p h.first
p h.first(2)
p h.class
p Hash.new.size
