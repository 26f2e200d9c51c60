# Random patterns and subjects: every pattern either compiles or raises RegexpError, and every
# match either answers or raises a Ruby exception (never a crash).
srand(10)
atoms = ["a", "b", ".", "\\", "(", ")", "[", "]", "{", "}", "*", "+", "?", "|", "^", "$", "\\d", "\\w", "\\k<x>", "(?<x>", "(?=", "(?!", "(?<=", "\\1", "\\g<0>", "é", "\xff", "\\xff", "\\p{L}", "{2,1}", "{99999}", "\\A", "\\z", "(?i)", "(?m:", "#", "\\u{10ffff}", "\\c", "\\M-", "[[:alpha:]]", "&&", "-", "\\K", "\\u{41 42", "\\u{", "}", "(?<=a", "\\h", "(?~a)", "\\X", "(*FAIL)"]
subjects = ["", "a", "abab", "é\u00e9b", "\xff\xfe".b, "a\nb", "x" * 300, "\xff".dup.force_encoding("UTF-8")]
2000.times do
  src = Array.new(rand(1..8)) { atoms.sample }.join
  begin
    re = Regexp.new(src, rand(8))
  rescue RegexpError, ArgumentError
    next
  end
  subjects.each do |s|
    begin
      s =~ re
      s.gsub(re, "<\\0>")
      s.scan(re)
      s.split(re, rand(-1..3))
      s.index(re, rand(-2..2))
      s.rindex(re)
      $~ && $~.captures && $~.named_captures && $~.pre_match
    rescue ArgumentError, Encoding::CompatibilityError, RegexpError, IndexError
    end
  end
end
begin
  /(a+)+$/ =~ "a" * 40 + "b"
rescue Regexp::TimeoutError
end
