# A small tokenizer on StringScanner, the way programs use it (string and regexp patterns,
# skip, scan_until, named groups, unscan), under allocation pressure.
require "strscan"

def tokenize(src)
  s = StringScanner.new(src)
  out = []
  until s.eos?
    if s.skip(/\s+/)
      next
    elsif s.scan(/(?<num>\d+(?:\.\d+)?)/)
      out << [:num, s[:num], s.charpos]
    elsif s.scan(/"/)
      body = s.scan_until(/"/) or raise "unterminated string at #{s.pos}"
      out << [:str, body.chomp('"')]
    elsif s.scan("#")
      s.skip_until(/\n|\z/)
    elsif (w = s.scan(/[[:alpha:]_]\w*/))
      out << [:ident, w, s.pre_match.size]
    elsif (op = s.scan(/==|!=|<=|>=|[-+*\/=<>()]/))
      out << [:op, op]
    else
      out << [:error, s.getch, s.inspect]
    end
  end
  out
end

p tokenize("x = 12 + y_2 * 3.5 # note\nputs \"hi there\" != z")
p tokenize("ünï = 1 @ 2")
src = (1..200).map { |i| "v#{i} = #{i * 7} ;" }.join(" ")
toks = tokenize(src)
p toks.size, toks.first(4), toks.last(3)
s = StringScanner.new("key: value, other: thing")
pairs = {}
while s.scan(/(?<k>\w+): (?<v>\w+)/)
  pairs[s[:k]] = s[:v]
  p s.named_captures
  s.skip(/, /)
end
p pairs
s = StringScanner.new("abc")
s.scan(/a/)
s.scan(/b/)
s.unscan
p [s.pos, s.rest, s.matched?]
s << "def"
p [s.string, s.rest, s.check_until(/e/), s.search_full(/f/, false, true), s.exist?(/d/)]
