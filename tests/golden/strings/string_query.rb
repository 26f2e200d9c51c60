# length, emptiness and searching
s = "hello world"
p s.length, s.size
p "".empty?, s.empty?
p s.include?("lo w")
p s.include?("xyz")
p s.start_with?("hell")
p s.start_with?("x", "he")
p s.end_with?("world")
p s.end_with?("hello")
p s.index("o")
p s.index("o", 5)
p s.index("z")
p s.rindex("o")
p s.count("lo")
p s.count("a")
p s.ord
p s.chars.first(3)
p s.bytes.first(3)
p s.lines
p "a\nb\nc".lines
p s.sum
p s.hash == "hello world".hash
