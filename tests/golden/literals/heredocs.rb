# heredoc forms
a = <<EOS
plain heredoc
  keeps indentation
EOS
print a
b = <<-EOS
    dash heredoc
    ends at an indented terminator
    EOS
print b
name = "squiggly"
c = <<~EOS
    #{name} heredoc
      removes common indentation
    back to base
EOS
print c
d = <<~'EOS'
  raw #{not interpolated}
  \n stays literal
EOS
print d
e = <<~"EOS"
  quoted #{1 + 1}
EOS
print e
p <<~EOS.lines.size
  one
  two
  three
EOS
def pair(x, y)
  x + y
end
print pair(<<~A, <<~B)
  first
A
  second
B
f = <<~EOS

  blank line above is kept
EOS
p f
g = <<~EOS.upcase
  chained
EOS
p g
