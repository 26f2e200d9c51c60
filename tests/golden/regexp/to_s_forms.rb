# Regexp#to_s: option groups folded as CRuby does, control characters escaped; union joins
# the parts' to_s without escaping `/`.
p Regexp.new("\0").to_s, Regexp.new("\n\t\e\x7f").to_s
p(/(?mix)/.to_s, /(?i)abc/.to_s, /(?i)(?m)abc/.to_s, /(?i-m)/.to_s, /(?i)(?:a)b/.to_s)
p(/(?m-ix:foo)/.to_s, /(?mix:foo) /.to_s, /(?:foo)/mi.to_s, /(?i:(?m:a))/.to_s)
p(/\//.to_s, Regexp.new("/").to_s, Regexp.new("a/b").source)
re = Regexp.union(/\//, "")
p re.source, re.to_s
re2 = eval(re.inspect)
p re2.source == re.source, re2.to_s == re.to_s, re == re2
p Regexp.union(Regexp.new("a/b"), "c").source
