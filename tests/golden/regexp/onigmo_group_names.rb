# Group names Onigmo takes and Oniguruma refuses: any first character but a digit or `-`.
def t
  yield
rescue => e
  "#{e.class}: #{e.message}"
end

p "foo"[/(?<@bar>o)/, "@bar"]
p "foo"[/(?<@bar>.)\g<@bar>\k<@bar>/, "@bar"]
m = /^(?<@time>\d+): (?<body>.*)/.match("123456: hoge fuga")
p m["@time"], m[:"@time"], m.names, m.regexp.names, m.named_captures
p m.regexp.named_captures
p m.begin("@time"), m.end("@time"), m.values_at("@time", "body")
p m.deconstruct_keys(nil)
p "abc".sub(/(?<@x>b)/, "[\\k<@x>]")
p "abcb".gsub(/(?<$y>b)/) { $~["$y"].upcase }
if "abc" =~ /(?<@x>b)/
  p $~["@x"], $~
end
p(/(?<@foo>.)/ =~ "a")
p defined?(@foo)
p "xxyy".match(/(?<a b>.)\k<a b>(?<.c>.)\k'.c'/).named_captures
p "aaa".match(/(?<@a>a|\(\g<@a>\))/)&.to_a
p t { Regexp.new("(?<@a>.)\\k<@b>") }
p t { Regexp.new("(?<1a>.)") }
p t { Regexp.new("(?<-a>.)") }
p t { "x".match(/(?<@a>x)/)["@b"] }
p "ab".match(/(?<@a>a)(?<_40>b)/).named_captures
p "ab".match(/(?<_4061>a)(?<@a>b)/).named_captures
p Regexp.new("(?<@a>.)(?(<@a>)b|c)").match("ab")&.to_a
# `+` and `-` start a level in back references and conditions, never in calls.
p t { Regexp.new("(?<a+b>a)\\k<a+b>") }, t { Regexp.new("(?<a-b>a)(?(<a-b>)a|b)") }
p t { Regexp.new("(?<a>a)\\k<a-b>") }
p "aa".match(Regexp.new("(?<a-b>a)\\g<a-b>"))&.named_captures
p "aa".match(/(?<@a>a)\k<@a+0>/)&.to_a
