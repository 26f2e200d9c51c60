# 4.0: Hash#inspect prints {1 => :int, 1.0 => :float}; keys compare with eql?
h = {}
h[1] = :int
h[1.0] = :float
p h
p h.size
p h[1], h[1.0]
s = { "a" => 1 }
p s["a"]
p s[:a]
a = { [1, 2] => :pair }
p a[[1, 2]]
p a[[2, 1]]
n = { nil => :nil_key, false => :false_key }
p n[nil], n[false]
k = 2 ** 70
big = { k => :big }
p big[2 ** 70]
x = { { a: 1 } => :hash_key }
p x[{ a: 1 }]
p 1.eql?(1.0), 1 == 1.0
