# CRuby's errors from Struct construction, access and frozen instances.
def try
  yield
rescue => e
  p [e.class, e.message]
end
P = Struct.new(:x, :y)
try { P.new(1, 2, 3) }
try { P.new(z: 1) }
try { P.new(z: 1, w: 2) }
K = Struct.new(:a, keyword_init: true)
try { K.new(1) }
try { K.new(b: 1) }
try { Struct.new(:a, :a) }
try { Struct.new(1) }
try { Struct.new("foo") }
try { Struct.new(:a, foo: 1) }
try { Struct.new(:a, 2) }
a = P.new(1, 2)
try { a[5] }
try { a[-3] }
try { a[:z] }
try { a["z"] = 1 }
try { a[2] = 1 }
try { a[nil] }
try { a.values_at(5) }
try { a.deconstruct_keys(1) }
try { a.to_h { 1 } }
try { a.to_h { [1, 2, 3] } }
try { a.dig(:x, 1) }
try { P.new(1, 2).zz }
a.freeze
try { a.x = 3 }
try { a[0] = 3 }
try { a[:y] = 3 }
p a
