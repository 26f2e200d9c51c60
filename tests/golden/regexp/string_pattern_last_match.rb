# String patterns in sub/gsub/scan set $~ too (a MatchData that inspects bare until its regexp is asked for).
"abc".sub("b", "x"); p $~
"abcb".gsub("b", "x"); p $~, $~&.pre_match
"abcb".scan("b"); p $~
"abc".index("c"); p $~
"abc" =~ /z/
"abc".gsub("b") { p $~ }
"abc".start_with?("a"); p $~
"abc".partition("b"); p $~
"abc"["b"]; p $~
"a.c".sub(".", "\\0\\0"); p $~
"abcb".sub("b", "x"); m = $~
p m.class, m[0], m.pre_match, m.post_match, m.begin(0), m.to_a, m.size, m.string
p m.regexp rescue p $!
p m.names rescue p $!
"héllo".gsub("l") { }; p $~.begin(0), $~.pre_match
"abc".scan("z"); p $~
"xa\"b\ny".sub("a\"b\n", ""); p $~; puts $~.inspect
"xy".gsub("y") { p $~ }
p $~.regexp; p $~
