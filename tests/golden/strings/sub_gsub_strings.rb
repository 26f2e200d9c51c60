# sub and gsub with string patterns
s = "one two one two"
p s.sub("one", "1")
p s.gsub("one", "1")
p s.gsub("two", "")
p s.gsub("o", "0")
p s.sub("zzz", "x")
p s.gsub(" ") { "_" }
p s.gsub("one") { |m| m.upcase }
p s.gsub("o", "o" => "0")
p s
t = "aaa"
p t.sub!("a", "b")
p t
p t.sub!("z", "y")
p t.gsub!("a", "c")
p t
p t.gsub!("a", "c")
p "a.b.c".gsub(".", "-")
p "x+y".sub("+", " plus ")
p "path/to/file".gsub("/", "::")
p "hello".delete("l")
p "hello".tr("el", "ip")
p "aaabbb".squeeze
p "hello".gsub("", "-")
