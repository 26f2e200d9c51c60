# assorted everyday string methods
p "stressed".reverse
p "az".succ
p "zz".succ
p "a9".succ
p "hello world".tr("lo", "01")
p "hello".delete("l")
p "mississippi".squeeze
p "mississippi".count("s")
r = []
"abc".each_char { |c| r << c.upcase }
p r
"a\nb".each_line { |l| p l }
p "ab" * 3
p "abc".chars.map(&:ord)
p "Hello World".swapcase
p "snake_case_word".split("_").map(&:capitalize).join
p "a-b-c".partition("-")
p "a-b-c".rpartition("-")
p "abc".start_with?("")
p "abcabc".delete_prefix("abc")
p "file.txt".delete_suffix(".txt")
p "hello"[1..3].upcase.center(7, "*")
p "ruby" .freeze.frozen?
