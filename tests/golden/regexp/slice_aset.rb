s = +"abc"
begin; s[/(x)?a/, 1] = "z"; rescue IndexError => e; p e; end
begin; s[/(?<n>x)?a/, "n"] = "z"; rescue IndexError => e; p e; end
p s.slice!(/(x)?a/, 1), s, s.slice!(/(x)?a/, 5), s
begin; s.slice!(/(?<n>b)/, "q"); rescue IndexError => e; p e; end
p s.slice!(/(?<n>b)/, "n"), s, $~
t = +"hello"
p t.slice!(/l/), t, $~
p "abc"[/(x)?a/, -1], "abc"[/(b)(c)/, -2]
