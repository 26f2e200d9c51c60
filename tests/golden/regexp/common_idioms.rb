p :hello[/l+/], :hello.slice(/e(l)/, 1), "x".frozen?
def f(s) = s.sub(/(\w)/) { $1.upcase }
p f("abc"), f("xyz")
a = %w[apple banana cherry]
p a.grep(/an/), a.grep_v(/an/), a.select { |w| w =~ /e/ }, a.map { |w| w[/^./] }
p a.find_index { |w| w.match?(/^c/) }
h = { "a1" => 1, "b2" => 2 }
p h.keys.grep(/\d/) { |k| k.to_sym }
p "2024-01-15T10:20:30".match(/(\d+)-(\d+)-(\d+)T(\d+):(\d+):(\d+)/).captures.map(&:to_i)
log = "127.0.0.1 - - [10/Oct/2000:13:55:36] \"GET /index.html HTTP/1.0\" 200 2326"
if log =~ /^(\S+) .*? \[([^\]]+)\] "(\w+) (\S+)[^"]*" (\d{3}) (\d+)/
  p [$1, $2, $3, $4, $5.to_i, $6.to_i]
end
words = "the quick brown the lazy dog the end".scan(/\w+/).tally
p words
p "CSV,line,,with,empty".split(/,/, -1)
p "a=1&b=2".split("&").map { |kv| kv.split("=") }.to_h
p "hello world".each_char.select { |c| c =~ /[aeiou]/ }
p((1..20).grep(5..7), [1, "a", :b, 2.0].grep(Numeric), [1, "a"].grep_v(String), %w[a1 b c3].grep(/(\d)/) { $1 })
p({ a: 1 }.grep(Array), [].grep(/x/), %w[x y].grep("x"))
def g = %w[k1 v2].grep(/(\d)/) { $~[1] + $1 }
p g
begin; [1].grep; rescue ArgumentError => e; p e; end
