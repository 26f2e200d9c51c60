p Regexp.last_match(:a) rescue p $!
"ab" =~ /(?<a>a)/
p Regexp.last_match(:a), Regexp.last_match("a"), $~.begin("a")
begin; Regexp.last_match(:zz); rescue IndexError => e; p e; end
p $10, "abcdefghijk" =~ /(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, $10, $11, $12
re = /(.)/
p re.match("xy", 1)[0], re.match("xy", -1)[0], re.match("xy", 2), re.match?("xy", 5)
def m2; yield; $~; end
p(m2 { "q" =~ /q/ })
p "aaa".gsub(/a/, "a" => "1"), "a.b".gsub(".", "-"), "a.b".sub(".") { "!" }
p "The Cat".gsub(/[aeiou]/i) { |v| v.upcase }
h = Hash.new { |hh, k| k * 2 }
p "ab".gsub(/./, h)
p /(?<n>a)/.match("a").named_captures, /a/.match("a").named_captures
p "foo bar baz".split(/\s/, 2), "a  b".split(/\s*/), "abc".split(/b/) { }
p "test123abc".slice(/\d+/), "test"[/(?<x>t)e/, :x]
p "%d items" % 3 =~ /\d/
p "x=1, y=2".scan(/(\w)=(\d)/) { |k, v| print k, v }
puts
p "über".match(/b/).begin(0), "über".match(/b/).byteoffset(0), "über" =~ /r/
p "ABC".match?(/b/i), "straße" =~ /SS/i
p(/\bfoo\b/ =~ "a foo b", /\d{2,}/.match("a1b234")[0])
p "a\u3042b".gsub(/\u3042/, "x"), "1,234,567".gsub(/,/, ""), "snake_case_word".gsub(/_(\w)/) { $1.upcase }
p "hello world".tr('lo', 'xy'), "Hello".sub(/(?<first>.)/, '[\k<first>]')
p "ab".gsub(/(a)|(b)/) { "#{$1.inspect}#{$2.inspect}" }
p Regexp.new("\n\t/x"), Regexp.new("\n").source, Regexp.new("a\x01b").inspect
p /\w+/.match("héllo")[0], /\p{Upper}/.match("aÉ")[0]
p Regexp.new("[[:alpha:]]+").match("hello world")[0]
