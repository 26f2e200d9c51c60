# Backward searches (rindex/byterindex) find the last match starting at or before the offset,
# even when it runs past it; negative group indexes never reach the whole match; []= checks
# the match before converting the replacement.
p "blablabla".byterindex(/.{4}/, 5), "blablabla".rindex(/.{4}/, 5), "blablabla".rindex(/bla/, 1)
p "héllo wörld".rindex(/ö../, 8), "héllo wörld".byterindex(/l+/, 4), "héllo".rindex(/x/)
p "日本語".encode("EUC-JP").rindex(Regexp.new("本".encode("EUC-JP")), 2)
p "hello there"[/hello (.)/, 2], "hello there"[/hello (.)/, -2], "hello there"[/hello (.)/, -1]
str = "aaa bbb ccc"
[2, -2].each do |i|
  begin
    str[/a (bbb) c/, i] = "ddd"
  rescue IndexError => e
    p e
  end
end
rep = Object.new
def rep.to_str = raise("converted too early")
begin
  "abc"[/def/] = rep
rescue IndexError => e
  p e
end
s = "abc"
s[/b/] = "X"
p s
