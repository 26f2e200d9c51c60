# index/rindex/byteindex/byterindex, [], slice!, []=, start_with?, partition, match.
s = "hello world"
p s.index(/o/), s.index(/o/, 5), s.index(/o/, -4), s.index(/z/), s.rindex(/o/), s.rindex(/o/, 5), s.rindex(/h/, 0), s.rindex(/x/)
p "héllo".index(/l/), "héllo".rindex(/l/), "héllo".byteindex(/l/), "héllo".byterindex(/l/), "héllo".byteindex(/l/, 4)
begin; "héllo".byteindex(/l/, 2); rescue IndexError => e; p e; end
p "abcabc".byterindex("b"), "abcabc".byterindex("b", 3), "abc".byterindex("z")
p s[/o\s(w)/], s[/o\s(w)/, 1], s[/(?<x>w\w+)/, "x"], s[/(?<x>w\w+)/, :x], s[/z/], s[/(o)/, 3], s.slice(/l+/)
begin; s[/(?<x>w)/, "y"]; rescue IndexError => e; p e; end
t = +"hello world"
p t.slice!(/o\s/), t, t.slice!(/(l)(d)/, 2), t, t.slice!(/z/), t
u = +"hello world"
u[/world/] = "ruby"
p u
u[/(h)(e)/, 2] = "E"
p u
u[/(?<first>\w+)/, "first"] = "HI"
p u
p "hello".start_with?(/h.l/), "hello".start_with?(/el/), "hello".start_with?("x", /he/), $~ && $~[0]
p "a-b_c".partition(/[-_]/), "abc".partition(/x/), "a-b_c".rpartition(/[-_]/), "abc".rpartition(/x/)
p "abc".match(/b/).pre_match, "abc".match("b.")&.to_s, "abc".match(/(.)/, 1)[1], "abc".match?(/c/, 3)
p :sym.match(/y(m)/)[1], :sym =~ /m/, :sym.match?(/q/), "ab" !~ /a/, "ab" !~ /z/
p "x".match(/(x)/) { |m| m[1] * 3 }, "x".match(/y/) { |m| :never }
p "hello"[/l+/], "hello" =~ /ll/, /ll/ =~ "hello"
p "ab12".index(/\d/), "ab12"[/\d+/].to_i + 1
