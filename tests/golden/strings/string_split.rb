# String#split with string separators
p "a,b,c".split(",")
p "a, b, c".split(", ")
p "a,,b,,".split(",")
p "a,,b,,".split(",", -1)
p "a,b,c,d".split(",", 2)
p "  spaced   out words ".split
p "  spaced   out words ".split(" ")
p "abc".split("")
p "".split(",")
p "no separator".split(",")
p "one--two--three".split("--")
p "1 2 3".split.map(&:to_i)
p "k=v".split("=", 2)
p "a b c".split(" ", 2)
p "line1\nline2\n".split("\n")
first, *rest = "x:y:z".split(":")
p first, rest
