# 4.0: symbol keys print as "key: value" in Hash#inspect (quoted when needed)
p :simple
p :"needs quotes"
p :"with-dash"
p :a?
p :b!
p :c=
p :<<
p :%
p :"123"
p :_under
p :Const
p %i[a b?].inspect
p({ simple: 1, "needs quotes": 2, "with-dash": 3 })
p({ a?: 1, b!: 2, Const: 3, _under: 4 })
puts :sym.to_s
puts :"two words"
puts "#{:interp}"
