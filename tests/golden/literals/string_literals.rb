# single-quoted, double-quoted and percent string literals
p 'single #{not} interpolated'
p "double #{1 + 1} interpolated"
p 'it''s'
p 'escaped \' quote'
p 'backslash \\ and \n stays'
p "adjacent " "literals " 'join'
p %q(percent q #{no})
p %Q(percent Q #{1 + 2})
p %(bare percent #{:ok})
p %q[brackets [nested] ok]
p %q{braces}
p %q<angles>
p ?a
p ?a + ?b
p ""
p ''
p "a" 'b' "c"
s = "multi
line"
p s
