# Quantified anchors (Onigmo accepts them), escapes of unknown letters, bare-name conditions.
p "ab" =~ /a^?b/, "ab" =~ /a$?b/, "ab" =~ /a\A?b/, "a" =~ /a\b+/
p (/(?=a)*/.match("aaa").to_a), (/(?:(?=a)|a)*/.match("aaa").to_a), (/(?:(?=a)()|a)*/.match("aaa").to_a)
p (/\y/.match("y").to_a), (/\O/ =~ "x"), (/\N/ =~ "x"), (/[\y]/ =~ "y")
begin
  Regexp.new("(?<a>a)(?(a)a|b)")
rescue RegexpError => e
  p e
end
p (/(?<a>a)(?(<a>)a|b)/.match("aa").to_a)
