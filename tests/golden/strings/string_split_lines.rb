# split limits in awk mode, lines/each_line separators, partition
p "a b  c".split(" ", -1)
p " a b ".split(" ", -1)
p "a b ".split(" ", 5)
p " ".split(" ", -1)
p "a  ".split(" ", 2)
p "  a b".split(" ", 2)
p "a,b,".split(",", 2)
p "abc".split("", 2)
p "a b c".split(nil)
p "".split
r = []
p "a b".split { |w| r << w.upcase }
p r
p "a\nb\nc".lines(chomp: true)
p "a\r\nb".lines(chomp: true)
p "a--b--c".lines("--")
p "a\n\n\nb\n".lines("")
p "\n\na\n\n\nb".lines("")
p "abc".lines(nil)
"x\ny".each_line { |l| p l }
"x--y".each_line("--", chomp: true) { |l| p l }
p "a\nb".each_line.to_a
p ["ab".partition("x"), "ab".rpartition("x"), "abab".rpartition("b"), "abab".partition("b")]
p "hello world".scan("o")
p "aaa".scan("aa")
