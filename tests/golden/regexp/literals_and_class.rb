p /a/.source.frozen?
p /\xff/n.options, /\xff/n.encoding, /a/n.options, /a/n.encoding, /é/.options, /a/u.options, /a/.encoding
p Regexp.new("a").frozen?, /a/.frozen?
begin; Regexp.new("("); rescue => e; p e; end
begin; Regexp.new("a/b)"); rescue => e; p e; end
begin; Regexp.new("[a", Regexp::IGNORECASE); rescue => e; p e; end
begin; Regexp.new("\xff"); rescue => e; p e; end
p Regexp.escape("a.b*c?d+e^f$g|h\\i(j)k[l]m{n}o-p q\nr\ts#t/u\r\f\v")
p /a\/b/.source, /a\/b/, %r{a/b}, %r{a/b}.source, /\n\//
p /(?<x>a)(?<y>b)/.names, /(?<b>.)(?<a>.)(?<b>.)/.names, /(?<b>.)(?<a>.)(?<b>.)/.named_captures
p Regexp.union, Regexp.union("a.b", /c/i), Regexp.union(["x","y"]), Regexp.union(/z/)
p /ab/ix.to_s, /a/m.inspect, /a/mix.to_s, Regexp.new("(?i:a)").to_s
p /a/ == /a/, /a/ == /a/i, /a/.hash == /a/.hash
p "\xff".force_encoding("BINARY") =~ /\xff/n
# options and constants
p Regexp::IGNORECASE, Regexp::EXTENDED, Regexp::MULTILINE, Regexp::FIXEDENCODING, Regexp::NOENCODING
p Regexp.new("ab", Regexp::IGNORECASE).options, Regexp.new("ab", "mix"), Regexp.new("ab", true), Regexp.new("ab", nil), Regexp.compile("x", "i")
begin; Regexp.new("a", "z"); rescue ArgumentError => e; p e; end
p Regexp.new(/a/i), Regexp.new(/a/i).frozen?
p /a/i.casefold?, /a/.casefold?, /é/.fixed_encoding?, /a/.fixed_encoding?, /é/.encoding
p Regexp.quote("1+1=2"), Regexp.escape(:"a.b")
p /x#{1 + 1}y/, /a#{"b"}c/i.source, /#{/in/i}ner/
def once_re(x) = /#{x}/o
p once_re("first"), once_re("second")
p /(?<year>\d+)-(?<mon>\d+)/.named_captures, /a/.names
p [/a/.eql?(/a/), /a/ != /b/, { /k/ => 1 }[/k/]]
p Regexp.timeout
Regexp.timeout = 2
p Regexp.timeout
Regexp.timeout = nil
p Regexp.timeout
p /a/x.to_s, /a b # comment
c/x.match?("abc")
p %r{/path/(\d+)}.match("/path/42")[1]
p /./m.match("\n")[0], /./.match("\n")
p /ABC/i.match?("xabcx")
p /^b/.match?("a\nb"), /\Ab/.match?("a\nb")
p Regexp.new("a\\/b").inspect, Regexp.new("a/b").inspect, Regexp.new("a/b").source
o = Object.new
def o.to_regexp = /x/
b = Object.new
def b.to_regexp = 5
p Regexp.try_convert(/a/), Regexp.try_convert("a"), Regexp.try_convert(o), Regexp.try_convert(nil), Regexp.try_convert(1)
begin; Regexp.try_convert(b); rescue TypeError => e; p e; end
