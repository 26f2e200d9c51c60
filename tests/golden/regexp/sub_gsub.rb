# sub/gsub with Regexp patterns: templates, hashes, blocks, bang forms.
s = "John Smith, Jane Doe"
p s.sub(/(\w+) (\w+)/, '\2 \1'), s.gsub(/(\w+) (\w+)/, '\2 \1')
p s.gsub(/(?<f>\w+) (?<l>\w+)/, '\k<l>:\k<f>')
p "abc".gsub(/b/, '[\0|\&|\`|\'|\\\\]')
p "abc".gsub(/(b)(x)?/, '<\1\2\+>'), "abc".gsub(/b/, '\9\q\k')
begin; "abc".gsub(/b/, '\k<nope>'); rescue IndexError => e; p e; end
begin; "abc".gsub(/(?<n>b)/, '\k<n>\k<n'); rescue RuntimeError => e; p e; end
p "abc".gsub(/(?<n>b)/, '\k<n>\k')
p "hello".gsub(/l/, "l" => "L"), "cat hat".gsub(/[ch]at/, "cat" => "dog"), "abc".gsub(/./, "a" => 1, "b" => :sym)
p "hello world".gsub(/o/) { |m| m.upcase }, "a1b22".gsub(/\d+/) { |d| (d.to_i * 2).to_s }
p "abc".gsub(//, "-"), "abc".gsub(/x*/, "-"), "héllo".gsub(//, "."), "".gsub(//, "x")
p "aaa".sub(/a/, "b"), "aaa".sub(/z/, "b")
t = +"foo bar"
p t.sub!(/o+/, "0"), t, t.sub!(/zz/, ""), t.gsub!(/\s/, "_"), t, t.gsub!(/q/, "")
p "1,2;3".gsub(/[,;]/, ", " => "C", ";" => "S")
p "x".gsub(/x/, 'a\\b'), 'x'.gsub(/x/, "\\\\"), "path/to".gsub(%r{/}, "::")
p "aBc".gsub(/b/i, "*"), "a\nb".gsub(/^/, "> ")
e = "abc".gsub(/b/)
p e.class, e.to_a
p "ab".gsub(/(?<x>a)/) { $~[:x] + "!" }
p "héllo wörld".gsub(/ö|é/) { |c| c.bytes.size.to_s }
p "abc".sub(/b/) { nil }, "abc".sub(/b/) { 42 }
begin; "abc".sub(/b/); rescue ArgumentError => e; p e; end
u = +"abcabc"
begin
  u.gsub!(/b/) { u << "z"; "B" }
rescue RuntimeError => e
  p e
end
p "test".gsub(/t/, "t" => "T", "e" => "E")
