# characters versus bytes in UTF-8 strings
s = "é"
p s.length
p s.bytesize
p s.bytes
p s.encoding
p "café".length
p "café".bytesize
p "café".reverse
p "café".chars
p "café"[3]
p "café".upcase
p "日本語".length
p "日本語".bytesize
p "日本語"[1]
p "日本語".reverse
p "abc".bytesize
p "é".ord
p 233.chr(Encoding::UTF_8)
p "\u00e9" == "é"
p "naïve".center(9, "*")
p "€".bytes
p "a€b".index("b")
puts "é".inspect
