# scan and split with Regexp patterns.
p "a1b22c333".scan(/\d+/), "a1b22c333".scan(/([a-z])(\d+)/), "abc".scan(/x/), "abc".scan(//)
p "key=val; k2=v2".scan(/(\w+)=(\w+)/).to_h
r = []
p "one two".scan(/\w+/) { |w| r << w.upcase }, r
p "héllo".scan(/./), "aaa".scan(/a*/), "a,b".scan(/(x)?,/)
p "a b  c".split(/\s+/), "a,b,,c,,".split(/,/), "a,b,,c,,".split(/,/, -1), "a,b,c".split(/,/, 2)
p "abc".split(//), "héllo".split(//), "abc".split(/x*/), "a1b2c".split(/(\d)/), "a1b2c".split(/(\d)(x)?/)
p "".split(/,/), " a b ".split(/ /), " a b ".split(/\s/), "aXbXc".split(/x/i)
p ",a".split(/,/), "a,".split(/,/), "a,b".split(/,*/), "aXXb".split(/X*/)
p "a b c".split(/ /, 1), "a b c".split(/ /, -2), "abc".split(//, 2)
out = []
p "x-y-z".split(/-/) { |s| out << s }, out
p "2024-01-15".split(/-/).map(&:to_i)
p "CamelCaseString".split(/(?=[A-Z])/)
p "line1\nline2\r\nline3".split(/\r?\n/)
"a,b".split(/(,)/); p $~
"xay" =~ /a/; "a,b".split(/,/); p $~
p "  a b".split(/\s+/), "a1b2c3".split(/(\d)/, 2), "a1b2c3".split(/(\d)/, -1), "abc".split(/(?=)/), "aXbXc".split(/(X)/, 3)
p "".split(//), "".split(/x/, -1), "abc".split(/abc/), "abc".split(/abc/, -1), "a b".split(/(\s)?/)
p "1, 2,3 ,4".split(/\s*,\s*/), "héllo wörld".split(/ö/), "a\nb\n".split(/\n/), "a\nb\n".split(/$/)
p "ab".scan(/(a)|(b)/), "aaa".gsub(/a{0,1}/, "-"), "abc".sub(/$/, "!"), "abc".gsub(/^|$/, "|")
p "hello"=~/(?<x>l)(?<x>o)/, $~[:x], "tic-tac-toe".tr("-", " ").scan(/\b\w/).join
