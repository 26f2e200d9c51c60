# stripping, chomping and padding
p "  padded  ".strip
p "  padded  ".lstrip
p "  padded  ".rstrip
p "\t\n tabs \n".strip
p "line\n".chomp
p "line\r\n".chomp
p "line".chomp
p "file.rb".chomp(".rb")
p "abc".chop
p "x".center(7)
p "x".center(8, "*")
p "abc".center(2)
p "left".ljust(8, ".")
p "right".rjust(8, ".")
p "42".rjust(5, "0")
p "ab".ljust(7, "12")
p "title".center(11, "=")
s = "  bang  "
p s.strip!
p s
p s.strip!
p "a".ljust(3) + "|"
