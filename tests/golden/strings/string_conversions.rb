# converting strings to and from other types
p "42".to_i
p "3.75".to_f
p "abc".to_sym
p "with space".to_sym
p :sym.to_s
p 42.to_s
p 3.0.to_s
p nil.to_s
p [1, 2].to_s
p "str".to_s
p "str".inspect
p "tab\t".inspect
p "0x1f".hex
p "777".oct
p "12.5kg".to_f
p "1e2".to_i
p "1e2".to_f
p String(42)
p String(nil)
p "abc".to_str
p "a-b".split("-").join("+")
p "%.1f" % "2.25".to_f
