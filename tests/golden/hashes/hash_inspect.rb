# 4.0: Hash#inspect uses "key: value" for symbols and "key => value" otherwise
p({})
p({ a: 1 })
p({ "a" => 1 })
p({ 1 => "one", 2.5 => :x, nil => nil, true => false })
p({ [1, 2] => [3], { k: 1 } => { "v" => 2 } })
p({ "quoted key": 1, with_underscore: 2, CamelCase: 3 })
p({ q?: 1, e!: 2 })
p({ :"a=" => 1, :+ => 2, :[] => 3 })
p({ 1..2 => "range" })
h = { a: { b: { c: [1, { d: nil }] } } }
p h
puts h
puts "interpolated: #{h}"
puts h.to_s
p [{ a: 1 }, { "b" => 2 }]
r = { name: "loop" }
r[:self] = r
p r
p({ "é" => "ü" })
p({ "x" => "quote\"d" })
