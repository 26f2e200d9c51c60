# $~ and friends are frame-local; blocks share their method's.
"hello world" =~ /(o)\s(w)(x)?/
p $~, $1, $2, $3, $4, $&, $`, $', $+
p Regexp.last_match, Regexp.last_match(1), Regexp.last_match(0)

def inner
  p $~
  "abc" =~ /b/
  p $~
end
inner
p $~[0]

def with_block
  %w[a1 b2 c3].each { |s| s =~ /(\d)/ }
  p $1
  [1].each { "zz" =~ /(z)/; p $~ }
  p $~
end
with_block

def no_match
  "abc" =~ /(b)/
  "abc" =~ /x/
  p $~, $1
end
no_match

"k=v" =~ /(?<key>\w+)=(?<val>\w+)/
p $~[:key], $~["val"]
if /(?<key>\w+)=(?<val>\w+)/ =~ "name=corundum"
  p [key, val]
end
if /(?<miss>\d+)/ =~ "none"
  p :no
else
  p miss
end

$~ = nil
p $~, $1
m = /(a)/.match("a")
"b" =~ /b/
$~ = m
p $1

pr = proc { "q" =~ /q/; $~ }
p pr.call
x = "abc".gsub(/b/) { $~[0].upcase + $`.to_s }
p x
"abc".scan(/./) { |c| print $~[0], " " }
puts
p "test".match?(/t/), $~ && $~[0]
p "a-b_c".sub(/[-_]/) { |s| $&.ord.to_s }
def lm = Regexp.last_match
p lm
case "foo42"
when /(\d+)/ then p $1
end
case :sym_x
when /_(\w)/ then p $1
end
p(/b/ === "abc", $~[0])
p defined?($~), defined?($1), defined?($&)
"ab" =~ /(a)/
p defined?($~), defined?($1), defined?($2), defined?($&), defined?($`)
