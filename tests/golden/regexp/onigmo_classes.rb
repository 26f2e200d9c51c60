# Character classes, look-behinds and conditions as Onigmo reads them.
def t
  yield
rescue => e
  "#{e.class}: #{e.message}"
end

# rexml's entity pattern: an escaped `-` is no range.
re = /&(?:([\w:][\-\w\.:]*);|#\d+;|#x[0-9a-fA-F]+;)/
p re =~ "a &amp-x.y; b", $1, re =~ "&#x3f;", re =~ "&a"
p "x-y" =~ /[\-\w]+/, $~[0]
$VERBOSE = nil
re = Regexp.new('[0-1-\\s]')
p [" ", "-", "0", "2", "a"].map { |s| re.match?(s) }
p t { Regexp.new('[a-\\w]') }
p t { Regexp.new('[\\w-z]') }
p t { Regexp.new('[\\w-]') }
p t { Regexp.new('[\\-\\d]') }
p t { Regexp.new("((?(1)x|x|)x)+") }
p t { Regexp.new("(a)(?(1)x|(y|z))") }
["(?<=.*)", "(?<!a+)", "(?<=a{1,2})", "(?<=a(?:b+))", "(?<=a{2,})", "(?<=ab?)"].each { |s| p t { Regexp.new(s) } }
["(?<=a{2})", "(?<=a|bc)", "(?<=[*+?])", "(?<=\\*)b+"].each { |s| p t { Regexp.new(s) } }
p "aab" =~ /(?<=a{2})b/, "bcx" =~ /(?<=a|bc)x/
