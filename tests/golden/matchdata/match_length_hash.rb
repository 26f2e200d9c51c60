m = /(?<a>é+)(x)?(?<c>b)/.match("zééb")
p m.match(:a), m.match(1), m.match_length("a"), m.match(2), m.match_length(2) rescue p $!
m2 = /(a)(x)?/.match("ab")
p m2.match(1), m2.match(2), m2.match_length(1), m2.match_length(2)
begin; m2.match(3); rescue IndexError => e; p e; end
p m2.hash == /(a)(x)?/.match("ab").hash, m2.eql?(/(a)(x)?/.match("ab")), m2 == /(a)(y)?/.match("ab")
